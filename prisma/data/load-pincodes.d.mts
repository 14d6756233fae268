// Types of load-pincodes.mjs for the TypeScript callers (the seed, the tests).

export type PincodeRow = [pincode: string, locality: string, district: string, state: string, lat: number, lng: number];
export declare function readPincodeRows(file?: string): PincodeRow[];
export declare function loadPincodes(
  connectionString: string,
  options?: { file?: string },
): Promise<{ inserted: number; ms: number }>;
