// Types of sql-bound.mjs for its unit test.

type PlannedValue =
  | { kind: "keep"; value: unknown; suffix?: boolean }
  | { kind: "token"; index: number; suffix: boolean }
  | { kind: "integer"; index: number; text: boolean }
  | { kind: "text"; value: string; parts: number[]; suffix: boolean };

export type ReplayPlan = {
  statements: Array<{ c: number; text: string; values: PlannedValue[]; begins: boolean; ends: boolean; slot: number }>;
  tokens: string[];
  tokenParts: number[][];
  integers: number[];
  constants: string[];
  aligned: boolean;
  statementsPerCheckout: number;
  transactionsPerCheckout: number;
  connectionsPerCheckout: number;
  clientsPerWorker: number;
};

export declare function planReplay(captureText: string): ReplayPlan;
export declare function freshValues(plan: ReplayPlan, next: () => number): { tokens: string[]; integers: number[] };
export declare function measureSqlBound(options: {
  databaseUrl: string;
  captureFile: string;
  clients?: number;
  durationSeconds?: number;
}): Promise<{ checkoutsPerSecond: number; completed: number; failed: number }>;
