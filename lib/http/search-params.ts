// The one parser of URL search params for pages (a page's `searchParams` prop gives each parameter
// as a string, an array of strings when repeated, or undefined). What a link of ours never writes
// falls back to a default rather than failing the page: a URL is typed by anyone.

export type SearchParamValue = string | string[] | undefined;

/**
 * The first value of a parameter, or undefined when it is missing or holds what no database text can
 * (U+0000, a lone surrogate): such a value never comes from a link of ours, and reaching a query it was a 500.
 */
export function firstParam(value: SearchParamValue): string | undefined {
  const one = Array.isArray(value) ? value[0] : value;
  return one === undefined || one.includes("\u0000") || !one.isWellFormed() ? undefined : one;
}

export type IntParamRule = {
  min: number;
  max: number;
  /** The value when the parameter is missing, not a whole number, below `min` or (unless clamped) above `max`. */
  fallback: number;
  /** "clamp": a number above `max` means `max` (a count the page caps); "fallback" (default): it means `fallback`. */
  above?: "clamp" | "fallback";
};

/**
 * A whole number from `min` to `max` in decimal as `Number` reads it ("3", " 3 ", "3.0"); anything
 * else ("", "1.5", "two", "1e400", which is Infinity) is `rule.fallback`.
 */
export function intParam(value: SearchParamValue, rule: IntParamRule): number {
  const raw = firstParam(value);
  const n = raw === undefined || raw.trim() === "" ? Number.NaN : Number(raw);
  if (!Number.isInteger(n) || n < rule.min) return rule.fallback;
  if (n > rule.max) return rule.above === "clamp" ? rule.max : rule.fallback;
  return n;
}

/** `?page=` or `?pages=`: a page number from 1 to `max` (above it: 1, or `max` when `clamp`). */
export function pageParam(value: SearchParamValue, max: number, above: "clamp" | "fallback" = "fallback"): number {
  return intParam(value, { min: 1, max, fallback: 1, above });
}
