// docs/api.md's generated section (between the openapi markers) is the render of the OpenAPI document:
// a change to a schema or an operation that was not followed by `npm run docs:api` fails here.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { apiDocFile, BEGIN_MARKER, END_MARKER, renderApiMarkdown, withRenderedSection } from "@/lib/openapi/markdown";
import { OPERATIONS } from "@/lib/openapi/registry";

const FILE = path.resolve(import.meta.dirname, "../../docs/api.md");

describe("docs/api.md", () => {
  const current = readFileSync(FILE, "utf8");

  it("has its generated section once, after the prose", () => {
    expect(current.split(BEGIN_MARKER)).toHaveLength(2);
    expect(current.split(END_MARKER)).toHaveLength(2);
    expect(current.indexOf("## Errors")).toBeLessThan(current.indexOf(BEGIN_MARKER));
  });

  it("is the render of the document (run `npm run docs:api` after changing lib/openapi)", async () => {
    const expected = await apiDocFile(current, buildOpenApiDocument(), FILE);
    expect(current === expected, "docs/api.md is stale: run `npm run docs:api`").toBe(true);
  });

  it("names every operation, with the spec's misspelt paths", () => {
    const section = current.slice(current.indexOf(BEGIN_MARKER));
    for (const op of OPERATIONS) {
      expect(section, op.route).toContain(`${op.method} ${op.route.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}")}`);
    }
    for (const misspelt of ["getRestauarntById", "reomveRestaurantFromFavourite", "getFavouritesByCustomerid"]) {
      expect(section).toContain(`/api/${misspelt}`);
    }
  });
});

describe("withRenderedSection", () => {
  it("replaces the section between the markers and keeps the prose around it", () => {
    const doc = `# API\n\nprose\n\n${BEGIN_MARKER}\nold\n${END_MARKER}\n\nafter\n`;
    const out = withRenderedSection(doc, `${BEGIN_MARKER}\nnew\n${END_MARKER}`);
    expect(out).toBe(`# API\n\nprose\n\n${BEGIN_MARKER}\nnew\n${END_MARKER}\n\nafter\n`);
  });

  it("appends the section to a file without one", () => {
    const section = renderApiMarkdown(buildOpenApiDocument());
    expect(withRenderedSection("# API\n", section)).toBe(`# API\n\n${section}\n`);
  });
});
