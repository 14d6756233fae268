// Types of e2e-shards.mjs for its unit test.

export type Shard = { files: string[]; seconds: number };
export type ShardPlace = {
  E2E_PORT: string;
  E2E_DATA_DIR: string;
  E2E_OUTPUT_DIR: string;
  E2E_REPORT: string;
  NEXT_DIST_DIR: string;
};

export declare const DURATIONS_FILE: string;
export declare function specFiles(dir?: string): string[];
export declare function splitByDuration(files: string[], durations: Record<string, number>, count: number): Shard[];
export declare function shardPlaces(index: number): ShardPlace;
export declare function readDurations(): Record<string, number>;
export declare function runShards(count: number): Promise<string[]>;
