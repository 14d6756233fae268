/** The URL of the embedded database running in `dataDir`, or null when none runs there. */
export function embeddedDatabaseUrl(dataDir: string): string | null;
/** DATABASE_URL, else the running embedded database's URL; exits with one line when there is neither. */
export function appDatabaseUrl(): string;
