// Types of load-pincodes.mjs for the TypeScript callers (the seed, the tests).

export declare function loadPincodes(
  connectionString: string,
  options?: { file?: string },
): Promise<{ inserted: number; ms: number }>;
