// Reading JSX sources in unit tests that hold a rule over every file (components/auth/form-methods.test.ts,
// components/ui/select-classes.test.ts): the .tsx files of a folder, and the opening tags of an element in one.
import { readdirSync } from "node:fs";
import path from "node:path";

/** The .tsx files under `dir`. */
export function tsxSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxSources(full);
    return entry.name.endsWith(".tsx") ? [full] : [];
  });
}

/** The opening tags of the `<name>` elements in a JSX source (braces, strings and line comments skipped looking for `>`). */
export function openingTags(source: string, name: string): string[] {
  const tags: string[] = [];
  for (let start = source.indexOf(`<${name}`); start !== -1; start = source.indexOf(`<${name}`, start + 1)) {
    if (/\w/.test(source[start + 1 + name.length] ?? "")) continue;
    let depth = 0;
    let quote: string | null = null;
    let end = start;
    for (let i = start + 1 + name.length; i < source.length; i++) {
      const c = source[i]!;
      if (!quote && c === "/" && source[i + 1] === "/") {
        i = source.indexOf("\n", i); // a comment, whose apostrophes are not quotes
        continue;
      }
      if (quote) {
        if (c === quote) quote = null;
      } else if (c === '"' || c === "'" || c === "`") quote = c;
      else if (c === "{") depth++;
      else if (c === "}") depth--;
      else if (c === ">" && depth === 0) {
        end = i;
        break;
      }
    }
    tags.push(source.slice(start, end + 1));
  }
  return tags;
}
