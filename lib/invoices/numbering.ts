import { zonedParts } from "@/lib/time/zone";

// How GST documents are numbered (CGST Rules 46(b) and 53): a consecutive serial of at most 16 characters
// (letters, digits, "-" and "/"), unique for a financial year, in one series per issuer. Here a series is
// one restaurant's invoices, or its credit notes, in one financial year (April-March, India time):
// "SSE/26-27/000042" is the 42nd invoice of the restaurant whose series prefix is SSE in FY 2026-27, and
// "CNSSE/26-27/0007" its 7th credit note. The serial is zero-padded to fill the 16 characters.

export type InvoiceKind = "invoice" | "credit_note";

const INDIA = "Asia/Kolkata";
const MAX_NUMBER_LENGTH = 16;
const MIN_DIGITS = 4;

/** The financial year `at` falls in, in India: "2026-27" from 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST. */
export function financialYearOf(at: Date): string {
  const { year, month } = zonedParts(at, INDIA);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/**
 * A restaurant's series prefix: the initials of its name's words (letters only, up to 3), filled up from
 * the name's other letters when it has fewer words ("Spice Street Eatery" SSE, "Paradise" PAR). A credit
 * note series puts CN before it.
 */
export function seriesPrefix(restaurantName: string, kind: InvoiceKind): string {
  const words = restaurantName
    .normalize("NFKD")
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter(Boolean);
  let prefix = words
    .map((word) => word[0])
    .join("")
    .slice(0, 3);
  const letters = words.join("");
  for (let i = 1; prefix.length < 3 && i < letters.length; i++) prefix += letters[i];
  if (prefix.length === 0) prefix = "INV";
  return kind === "credit_note" ? `CN${prefix}` : prefix;
}

/** The printed number of document `sequence` of a series: "SSE/26-27/000042". */
export function formatInvoiceNumber(prefix: string, financialYear: string, sequence: number): string {
  const year = financialYear.slice(2);
  const head = `${prefix}/${year}/`;
  const digits = Math.max(MIN_DIGITS, MAX_NUMBER_LENGTH - head.length);
  return `${head}${String(sequence).padStart(digits, "0")}`;
}
