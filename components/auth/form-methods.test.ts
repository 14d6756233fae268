import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 27, item 12: a form with no method, pressed before the scripts run, is a GET that puts its fields
// (a password) in the address bar. Every <form> in components/ and app/ says how the browser would send it.

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith(".tsx") ? [full] : [];
  });
}

/** The opening tags of the <form> elements in a JSX source (braces, strings and line comments skipped looking for `>`). */
function formTags(source: string): string[] {
  const tags: string[] = [];
  for (let start = source.indexOf("<form"); start !== -1; start = source.indexOf("<form", start + 1)) {
    if (/\w/.test(source[start + 5] ?? "")) continue;
    let depth = 0;
    let quote: string | null = null;
    let end = start;
    for (let i = start + 5; i < source.length; i++) {
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

const files = [...sources("components"), ...sources("app")];
const forms = files.flatMap((file) => formTags(readFileSync(file, "utf8")).map((tag) => ({ file, tag })));

describe("every form declares how a browser without scripts would send it", () => {
  it("finds the forms", () => {
    expect(forms.length).toBeGreaterThanOrEqual(15);
  });

  it.each(forms.map((f) => [f.file, f.tag] as const))("%s: method=post (a search may GET)", (_file, tag) => {
    const search = /role="search"/.test(tag);
    expect(tag).toMatch(search ? /method="(post|get)"/ : /method="post"/);
  });

  it("forms with a password post to their own page with the early flag, which says to try again", () => {
    const withPassword = files.filter((file) => /PasswordField|type="password"/.test(readFileSync(file, "utf8")));
    const passwordForms = forms.filter((f) => withPassword.includes(f.file));
    expect(passwordForms.map((f) => path.basename(f.file)).sort()).toEqual([
      "account-step.tsx",
      "customer-signup-form.tsx",
      "login-form.tsx",
      "reset-password-form.tsx",
      "rider-signup-form.tsx",
    ]);
    for (const { tag } of passwordForms) expect(tag).toMatch(/method="post"[\s\S]*action=\{earlyAction\}/);
  });
});
