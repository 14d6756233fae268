/** DATABASE_URL, else the running embedded database's URL; exits with one line when there is neither. */
export function appDatabaseUrl(): string;
