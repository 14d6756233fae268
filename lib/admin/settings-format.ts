import { ApiError } from "@/lib/api/client";
import { formatRupees } from "@/lib/ui/format";

// How the settings page writes values and times (issue 33): paise as rupees, basis points as percent, and the
// "effective from" box in India's time whatever the browser's zone. Browser-safe and pure.

const IST_OFFSET_MS = 330 * 60_000;

/** An instant as a datetime-local box shows it in IST: "2026-11-29T18:05". */
export function istInputValue(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local box's text read as IST, as an ISO instant; blank: undefined (the server takes now). */
export function istInputToIso(text: string): string | undefined {
  if (!text) return undefined;
  const at = Date.parse(`${text}:00+05:30`);
  return Number.isNaN(at) ? text : new Date(at).toISOString();
}

/** A setting's value as people read it: ₹ for paise, % for basis points. */
export function formatSettingValue(value: number, unit: "paise" | "bps"): string {
  return unit === "bps"
    ? `${(value / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}%`
    : formatRupees(value / 100);
}

/** A typed value as the server takes it: rupees to paise, percent to basis points (NaN: not a number, refused there). */
export function settingValueOf(text: string): number {
  const trimmed = text.trim().replace(/^₹\s*/, "").replace(/%$/, "");
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 100);
}

/** A failed call as the page shows it: the message, and the first problem of each field it names. */
export function problemsOf(caught: unknown): { message: string; fields: Record<string, string> } {
  if (!(caught instanceof ApiError)) return { message: "That did not work. Please try again.", fields: {} };
  const fields: Record<string, string> = {};
  for (const [field, problems] of Object.entries(caught.errors ?? {})) if (problems[0]) fields[field] = problems[0];
  return { message: caught.message, fields };
}
