// docs/architecture.md against the repository: its three folder lists (top-level folders, lib/ domains,
// components/ folders) name exactly the folders that exist, and its diagram draws the layers. A second test
// keeps the repository self-contained: no file points at a path outside it. The files are git's (tracked, plus
// new ones not ignored), so build output, node_modules and local data never count.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const DOC = "docs/architecture.md";

function repositoryFiles(): string[] {
  const out = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  // --cached still lists a file deleted in the working tree until the deletion is staged.
  return [...new Set(out.split("\0").filter(Boolean))].filter((file) => existsSync(path.join(ROOT, file)));
}

/** The folders directly under `parent` ("" for the top level) that hold at least one file. */
function foldersUnder(files: string[], parent: string): string[] {
  const prefix = parent ? `${parent}/` : "";
  const names = new Set<string>();
  for (const file of files) {
    if (!file.startsWith(prefix)) continue;
    const parts = file.slice(prefix.length).split("/");
    if (parts.length > 1) names.add(parts[0]!);
  }
  return [...names].sort();
}

/** The names in the `- \`name/\`: ...` items of the doc's section headed `heading`, without `strip`. */
function listedIn(doc: string, heading: string, strip = ""): string[] {
  const start = doc.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`${DOC} has no "## ${heading}" section`);
  const rest = doc.slice(start + heading.length + 5);
  const end = rest.search(/\n## /);
  const section = end < 0 ? rest : rest.slice(0, end);
  const names = [...section.matchAll(/^- `([^`]+)`/gm)].map((match) => match[1]!);
  return names
    .map((name) => {
      if (!name.startsWith(strip) || !name.endsWith("/")) {
        throw new Error(`${DOC}, "${heading}": write each folder as \`${strip}name/\`, not \`${name}\``);
      }
      return name.slice(strip.length, -1);
    })
    .sort();
}

describe(DOC, () => {
  const files = repositoryFiles();
  const doc = readFileSync(path.join(ROOT, DOC), "utf8");

  it("lists every top-level folder, and only those", () => {
    expect(listedIn(doc, "Top-level folders"), "the doc's list (received) against the folders (expected)").toEqual(
      foldersUnder(files, ""),
    );
  });

  it("lists every folder under lib/, and only those", () => {
    expect(listedIn(doc, "Domains in lib/", "lib/"), "the doc's list (received) against lib/ (expected)").toEqual(
      foldersUnder(files, "lib"),
    );
  });

  it("lists every folder under components/, and only those", () => {
    expect(
      listedIn(doc, "Folders in components/", "components/"),
      "the doc's list (received) against components/ (expected)",
    ).toEqual(foldersUnder(files, "components"));
  });

  it("draws the layers as a mermaid diagram", () => {
    const diagram = doc.match(/```mermaid\n([\s\S]*?)```/)?.[1];
    expect(diagram, "a ```mermaid block").toBeDefined();
    for (const layer of ["app/", "components/", "lib/", "lib/db.ts", "proxy.ts", "scripts/", "tests/", "prisma/"]) {
      expect(diagram, `the diagram names ${layer}`).toContain(layer);
    }
  });
});

describe("the repository refers to nothing outside it", () => {
  // Spelled in pieces so that this file does not name them itself.
  const outside = [["..", "shared"].join("/"), ["", "work", ""].join("/")];

  it("no text file names a path outside the repository", () => {
    const offenders: string[] = [];
    for (const file of repositoryFiles()) {
      const bytes = readFileSync(path.join(ROOT, file));
      if (bytes.includes(0)) continue; // binary: pictures, fonts
      const text = bytes.toString("utf8");
      for (const needle of outside) {
        const at = text.indexOf(needle);
        if (at >= 0) offenders.push(`${file}:${text.slice(0, at).split("\n").length} names ${needle}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
