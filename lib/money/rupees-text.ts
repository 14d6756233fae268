// Rupee amounts as owners type them into forms ("30", "12.5", "399.00"), read as text into whole paise, so no
// binary fraction comes between what was typed and what is stored (12.5 is 1250 paise, never 1249.9999).

const AMOUNT = /^(\d{1,9})(?:\.(\d*))?$/;

/** What an amount box's text means: paise, nothing typed, or why it is not an amount. */
export type RupeesText = { paise: number } | { blank: true } | { problem: "decimals" | "format" };

export function readRupees(text: string): RupeesText {
  const trimmed = text.trim().replace(/^₹\s*/, "");
  if (trimmed === "") return { blank: true };
  const match = AMOUNT.exec(trimmed);
  if (!match) return { problem: "format" };
  const [, whole = "0", fraction = ""] = match;
  if (fraction.length > 2) return { problem: /^\d+$/.test(fraction) ? "decimals" : "format" };
  return { paise: Number(whole) * 100 + Number(fraction.padEnd(2, "0")) };
}

/** Paise as an amount box shows them: "30", "12.50". */
export function paiseToRupeesText(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, "0")}`;
}
