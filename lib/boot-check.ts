import pg from "pg";
import { env, paymentsModeProblem } from "@/lib/env";

export async function checkDatabaseOnBoot(): Promise<void> {
  let url: string;
  try {
    url = env().DATABASE_URL;
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  const payments = paymentsModeProblem(env());
  if (payments) {
    console.error(`✖ ${payments}`);
    process.exit(1);
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    const { hostname, port } = new URL(url);
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    console.error(`✖ Cannot connect to the database in DATABASE_URL (${hostname}:${port || 5432}): ${reason}`);
    process.exit(1);
  } finally {
    await client.end().catch(() => {});
  }
}
