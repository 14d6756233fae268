// Types of job-backlog.mjs for its integration test.

export declare function dueJobsSql(schema?: string): string;
export declare function waitForJobs(options: {
  databaseUrl: string;
  schema?: string;
  everyMs?: number;
  quietPolls?: number;
  timeoutSeconds?: number;
}): Promise<{ seconds: number; drained: boolean; due: number; completed: Record<string, number> }>;
