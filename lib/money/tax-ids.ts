// A restaurant's tax registrations (issue 31): its GSTIN, printed on every tax invoice, and its FSSAI licence
// number, which food businesses must show to customers. Pure: the settings schema, the form and the tests use it.
//
// A GSTIN is 15 characters: the state's 2-digit code (the census codes 01-38, 97 for other territories, 99 for
// the Centre), the holder's 10-character PAN (5 letters, 4 digits, 1 letter), the registration's number within
// the state (1-9, then A-Z), a 14th character that is "Z" today (any letter or digit is taken, as the scheme
// reserves it), and a check character over the first 14 (mod 36, below). The check catches a mistyped
// character, so a GSTIN that fails it is refused rather than printed on invoices.

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const GSTIN_LENGTH = 15;
const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z][0-9A-Z][0-9A-Z]$/;
const FSSAI_SHAPE = /^\d{14}$/;

export const GSTIN_CHECK_MESSAGE = "This GSTIN's last character does not match: check the number on your certificate";
export const FSSAI_MESSAGE = "An FSSAI licence number is exactly 14 digits";

/** What owners type, as it is stored: no surrounding spaces, upper case (GSTINs are case-insensitive). */
export function normaliseTaxId(text: string): string {
  return text.trim().toUpperCase();
}

function isStateCode(code: string): boolean {
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
}

/**
 * The check character of a GSTIN's first 14 characters (upper case, from 0-9A-Z): each character's value
 * (0-35) times 1 or 2 alternately from the first, the product's quotient and remainder by 36 added up, and
 * the character whose value brings that sum to a multiple of 36.
 */
export function gstinCheckChar(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const product = ALPHABET.indexOf(body.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** Why `gstin` (normalised) is not a GSTIN, in words for its owner; null when it is one. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== GSTIN_LENGTH) return `A GSTIN has ${GSTIN_LENGTH} characters (this one has ${gstin.length})`;
  const shape = GSTIN_SHAPE.exec(gstin);
  if (!shape) {
    return "A GSTIN is the 2-digit state code, your 10-character PAN, the registration number, Z and a check character";
  }
  if (!isStateCode(shape[1] ?? "")) return `${shape[1]} is not a state code: a GSTIN starts with 01 to 38, 97 or 99`;
  if (gstinCheckChar(gstin.slice(0, GSTIN_LENGTH - 1)) !== gstin.charAt(GSTIN_LENGTH - 1)) return GSTIN_CHECK_MESSAGE;
  return null;
}

export function isValidGstin(gstin: string): boolean {
  return gstinProblem(normaliseTaxId(gstin)) === null;
}

/** An FSSAI licence or registration number: 14 digits. */
export function isValidFssai(number: string): boolean {
  return FSSAI_SHAPE.test(number.trim());
}
