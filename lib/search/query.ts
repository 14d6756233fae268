// Turning what a person typed into what the trigram search compares: pure, so it is unit tested.

/** Shorter queries match almost everything and say nothing about intent. */
export const MIN_SEARCH_LENGTH = 2;
export const MAX_SEARCH_LENGTH = 100;

/**
 * The text to search for: lower-cased (the indexes are on lower(...)), spaces collapsed, cut to a
 * bounded length; null when too short to search.
 */
export function normalizeSearchText(raw: string): string | null {
  const text = raw.toLowerCase().replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH).trim();
  return text.length >= MIN_SEARCH_LENGTH ? text : null;
}

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether a substring (LIKE) match can use a trigram index: only when the text has a run of three
 * letters or digits. For shorter text the index would be read whole, slower than no index at all,
 * and word similarity alone (which pads words, so "pu" still finds "Pune") does better.
 */
export function supportsSubstringMatch(text: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(text);
}

/**
 * A PostgreSQL regular expression matching `text` as a whole word (`\m` and `\M` are its word
 * boundaries), with every character that means something in a regular expression taken literally.
 */
export function wholeWordPattern(text: string): string {
  return `\\m${text.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`)}\\M`;
}
