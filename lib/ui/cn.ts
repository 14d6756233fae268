/** A class name, or a condition's false/empty result that adds nothing. */
export type ClassPart = string | false | null | undefined | 0;

/**
 * Joins class names (conditionally): the truthy parts, space-separated. There is no Tailwind conflict resolution
 * (it cost 8.5 kB of first-load JS), so components never pass a class that fights one of their base classes; they
 * choose between alternatives with conditions instead. Nor are objects or arrays taken: clsx, which took them, was
 * 0.2 kB gzip in every page's first load for forms nobody wrote.
 */
export function cn(...parts: ClassPart[]): string {
  return parts.filter(Boolean).join(" ");
}
