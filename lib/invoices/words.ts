// A total in words, Indian style, as a tax invoice prints it: "Rupees Five Hundred Twenty and Forty Paise Only",
// grouped in thousands, lakhs (1,00,000) and crores (1,00,00,000) rather than millions.

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 1-99 in words. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]} ${ONES[ones]}`;
}

/** 1-999 in words. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(" ");
}

/** A whole number (at least 1) in words: crores above 99 are themselves counted in lakhs and thousands. */
function wholeInWords(n: number): string {
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts = [];
  if (crores > 0) parts.push(`${wholeInWords(crores)} Crore`);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/** `paise` (a whole, non-negative number) in words: "Rupees One Lakh Only", "Ninety Nine Paise Only". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  if (rupees === 0 && cents === 0) return "Rupees Zero Only";
  const paisePart = cents === 0 ? "" : `${belowHundred(cents)} ${cents === 1 ? "Paisa" : "Paise"}`;
  if (rupees === 0) return `${paisePart} Only`;
  return `Rupees ${wholeInWords(rupees)}${paisePart ? ` and ${paisePart}` : ""} Only`;
}
