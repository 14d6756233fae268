// Types of page-cache.mjs for its tests.
export declare const MIXED: string;
export declare const PAGE_CACHE_DIRS: string[];
export declare function databaseIdentity(url: string): Promise<string>;
export declare function preparePageCache(options: {
  nextDir: string;
  identity: string;
  pid?: number;
  log?: (line: string) => void;
}): { action: "kept" | "emptied" | "shared"; release: () => void };
