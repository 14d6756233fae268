// Lengths of the owner's texts, without zod: the forms show them (maxlength and a counter) in their
// first load, and the schemas (lib/owner/schemas.ts, lib/accounts/schemas.ts) enforce the same numbers.

export const DISH_NAME_MAX = 80;
export const DISH_DESCRIPTION_MAX = 500;
export const RESTAURANT_NAME_MAX = 100;
export const ADDRESS_MAX = 300;
export const CITY_MAX = 100;
export const STATE_MAX = 100;
export const REVIEW_TEXT_MAX = 1000;

/**
 * The longest word an owner may save in a name, description or address. A longer run without a space
 * (a pasted link, a held-down key) cannot wrap at a space, and pushed a phone's menu 1,575 px wide
 * (issue 27); the pages also wrap anywhere now, this keeps new text readable.
 */
const MAX_WORD_LENGTH = 40;

/** The first word of `text` longer than MAX_WORD_LENGTH characters (code points, so an emoji counts once). */
export function longWordIn(text: string): string | undefined {
  return text.split(/\s+/u).find((word) => Array.from(word).length > MAX_WORD_LENGTH);
}

/** What the owner is told, e.g. "Description has a word longer than 40 characters: add spaces to it". */
export function longWordMessage(label: string): string {
  return `${label} has a word longer than ${MAX_WORD_LENGTH} characters: add spaces to it`;
}
