// npm run docs:api - writes docs/api.md's generated section (every call and schema) from the OpenAPI
// document that lib/openapi builds from the zod schemas. tests/openapi/api-doc.test.ts fails while it is stale.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildOpenApiDocument } from "../lib/openapi/document.ts";
import { apiDocFile } from "../lib/openapi/markdown.ts";

const file = path.resolve(import.meta.dirname, "../docs/api.md");
const before = readFileSync(file, "utf8");
const after = await apiDocFile(before, buildOpenApiDocument(), file);
if (after === before) console.info("docs/api.md is up to date");
else {
  writeFileSync(file, after);
  console.info("docs/api.md: generated section written");
}
