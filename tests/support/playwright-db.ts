// Playwright global setup: the PostgreSQL server the multi-instance specs make scratch databases on
// (scripts/lib/test-database.mjs: TEST_DATABASE_URL's, else the local one, else a throwaway embedded one
// started here), put in TEST_DATABASE_URL for the workers. Under `npm test` that variable already names a
// server that answers, so none is started. The function it returns is Playwright's global teardown.
import { resolveTestDatabase } from "../../scripts/lib/test-database.mjs";

export default async function setup() {
  const server = await resolveTestDatabase();
  process.env.TEST_DATABASE_URL = server.adminUrl;
  return () => server.stop();
}
