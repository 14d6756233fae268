// Types of test-database.mjs for the TypeScript callers (the Vitest and Playwright global setups, its tests).

export type Setting =
  { kind: "embedded" } | { kind: "url"; url: string; fromEnv: boolean } | { kind: "invalid"; message: string };
export type Outcome = { state: "answers" } | { state: "absent" | "refused"; reason: string };
export type Decision =
  | { action: "use"; adminUrl: string; source: "env" | "local" }
  | { action: "embedded"; notice: string }
  | { action: "fail"; message: string };
export type TestDatabase = {
  /** A URL of the server's `postgres` database, as a role that may create databases. */
  adminUrl: string;
  source: "env" | "local" | "embedded";
  /** The embedded server's folder (removed by stop()). */
  dir?: string;
  /** Stops and removes an embedded server; nothing for the others. */
  stop(): Promise<void>;
};

export declare const DEFAULT_ADMIN_URL: string;
export declare function readSetting(value: string | undefined): Setting;
export declare function whereOf(url: string): string;
export declare function outcomeOf(error: unknown): Outcome;
export declare function decide(setting: Setting, outcome: Outcome | undefined): Decision;
export declare function probe(url: string): Promise<Outcome>;
export declare function startEmbedded(options: { log: (line: string) => void }): Promise<TestDatabase>;
export declare function resolveTestDatabase(options?: {
  /** TEST_DATABASE_URL's value unless given: "embedded", a URL, or "" for the default (undefined reads the environment). */
  setting?: string;
  log?: (line: string) => void;
  probe?: (url: string) => Promise<Outcome>;
  start?: (options: { log: (line: string) => void }) => Promise<TestDatabase>;
}): Promise<TestDatabase>;
