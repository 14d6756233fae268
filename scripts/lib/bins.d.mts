// Types of bins.mjs for its TypeScript callers (prisma-migrate-schema.test.ts).

type Command = [string, string[]];

export declare const NEXT_BIN: string;
export declare const nextCmd: (...args: string[]) => Command;
export declare const prismaCmd: (...args: string[]) => Command;
export declare const tsCmd: (file: string) => Command;
export declare const PEER_ADDRESS_PRELOAD: string;
