// The letter in a reviewer's avatar. `name.slice(0, 1)` cut an emoji in half (a lone UTF-16 surrogate):
// the page showed "�" and React's hydration failed (error #418), because the HTML's bytes could not hold
// half a character while the page's data still did (issue 27).

const graphemes = typeof Intl.Segmenter === "function" ? new Intl.Segmenter("en", { granularity: "grapheme" }) : null;

/** The first character as a reader sees it (a whole emoji, flag or accented letter), upper-cased; "?" for none. */
export function initialOf(name: string): string {
  const trimmed = name.trim();
  const first = graphemes
    ? graphemes.segment(trimmed)[Symbol.iterator]().next().value?.segment
    : Array.from(trimmed)[0];
  return first ? first.toUpperCase() : "?";
}
