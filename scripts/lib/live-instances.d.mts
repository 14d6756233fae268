// Types of live-instances.mjs for the TypeScript callers (Playwright specs).

export declare const DEFAULT_ADMIN_URL: string;
export declare function freePort(): Promise<number>;
export declare function scratchDatabase(options?: {
  adminUrl?: string;
  seed?: boolean;
  authSecret?: string;
  cwd?: string;
}): Promise<{ name: string; url: string; drop(): Promise<void> }>;
export declare function startInstance(options: {
  databaseUrl: string;
  port: number;
  authSecret: string;
  env?: Record<string, string>;
  /** Flags for node itself (--trace-gc, --inspect...). */
  nodeArgs?: string[];
  readyTimeoutMs?: number;
  cwd?: string;
}): Promise<{ pid: number; baseUrl: string; output(): string; stop(): Promise<void> }>;
