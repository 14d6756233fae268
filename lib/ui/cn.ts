import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (conditionally). There is no Tailwind conflict resolution: it cost 8.5 kB of
 * first-load JS, so components never pass a class that fights one of their base classes; they
 * choose between alternatives with conditions instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
