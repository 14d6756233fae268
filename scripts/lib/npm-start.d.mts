// Types of npm-start.mjs for the TypeScript callers (Playwright specs).
export type Started = {
  baseUrl: string;
  output: () => string;
  stop: () => Promise<number | null>;
  crash: () => Promise<void>;
};
export declare function npmStartOnce(env: Record<string, string>): Promise<{ code: number | null; output: string }>;
export declare function npmStart(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}): Promise<Started>;
