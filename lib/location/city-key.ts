/**
 * The form of a city name the delivery filter compares: trimmed, inner spaces collapsed, lower-cased,
 * so "new  delhi " and "New Delhi" are one city. The migration's back-fill does the same in SQL.
 * Its own module (no zod) so the places list can use it without pulling zod into a page.
 */
export function cityKey(city: string): string {
  return city.trim().replace(/\s+/g, " ").toLowerCase();
}
