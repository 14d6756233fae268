import { describe, expect, it } from "vitest";
import { bearerMatches } from "@/lib/http/bearer";

const SECRET = "a-cron-secret-of-32-characters!!";
const withAuth = (value?: string) =>
  new Request("http://localhost/api/maintenance", value === undefined ? {} : { headers: { authorization: value } });

describe("bearerMatches", () => {
  it("accepts exactly the secret as a bearer token", () => {
    expect(bearerMatches(withAuth(`Bearer ${SECRET}`), SECRET)).toBe(true);
  });

  it.each([
    ["no header", undefined],
    ["another secret", "Bearer another-secret-of-32-characters!"],
    ["a prefix of it", `Bearer ${SECRET.slice(0, 10)}`],
    ["another scheme", `Basic ${SECRET}`],
    ["the bare secret", SECRET],
    ["an empty token", "Bearer "],
  ])("refuses %s", (_name, value) => {
    expect(bearerMatches(withAuth(value), SECRET)).toBe(false);
  });
});
