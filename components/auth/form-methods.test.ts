import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openingTags, tsxSources } from "@/tests/support/jsx-tags";

// Issue 27, item 12: a form with no method, pressed before the scripts run, is a GET that puts its fields
// (a password) in the address bar. Every <form> in components/ and app/ says how the browser would send it.

const files = [...tsxSources("components"), ...tsxSources("app")];
const forms = files.flatMap((file) => openingTags(readFileSync(file, "utf8"), "form").map((tag) => ({ file, tag })));

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
