// Types of prisma-migrate-schema.mjs for its TypeScript caller (prisma-migrate.config.ts).

/** The schema text with `url = env("DATABASE_URL")` in its datasource block (unchanged if it has a url). */
export declare function addDatasourceUrl(schema: string): string;
/** The path of a copy of the schema file `file` that Prisma 6.19 accepts (removed when the process exits). */
export declare function schemaWithUrl(file: string): string;
