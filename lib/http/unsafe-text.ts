// PostgreSQL's text cannot hold U+0000, and a lone UTF-16 surrogate is not text at all: either one
// in a value that reaches the database fails the query (a 500). They never come from a real form,
// so the handler wrapper refuses them up front with a field error, like any other invalid input.

const MAX_DEPTH = 20;

function isUnsafe(text: string): boolean {
  return text.includes("\u0000") || !text.isWellFormed();
}

/** Field errors for every string in `value` (a parsed body or query) that the database cannot store. */
export function unsafeTextErrors(value: unknown, path: string[] = [], depth = 0): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (typeof value === "string") {
    if (isUnsafe(value)) out[path.length ? path.join(".") : "_"] = ["Contains characters that are not allowed"];
    return out;
  }
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return out;
  for (const [key, child] of Object.entries(value))
    Object.assign(out, unsafeTextErrors(child, [...path, key], depth + 1));
  return out;
}
