import { MENU_CATEGORIES } from "@/lib/menu/schemas";

export type MenuGroup<T> = { category: string; items: T[] };

const categoryRank = new Map<string, number>(MENU_CATEGORIES.map((c, i) => [c, i]));

/**
 * Items grouped by category, categories in the spec's order (any other category after them,
 * alphabetically), items in the order given. Empty categories are left out.
 */
export function groupMenu<T extends { category: string }>(items: readonly T[]): MenuGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.category);
    if (group) group.push(item);
    else groups.set(item.category, [item]);
  }
  const unknown = MENU_CATEGORIES.length;
  return [...groups]
    .sort(([a], [b]) => (categoryRank.get(a) ?? unknown) - (categoryRank.get(b) ?? unknown) || a.localeCompare(b))
    .map(([category, groupItems]) => ({ category, items: groupItems }));
}
