// The Menu screen's search (spec section 5): while typing, a case-insensitive substring of the
// name or the category; the search button, the exact name or category (case and outer spaces aside).

export type MenuSearch = { text: string; exact: boolean };

type Searchable = { name: string; category: string };

export function filterMenuItems<T extends Searchable>(items: readonly T[], search: MenuSearch): T[] {
  const wanted = search.text.trim().toLowerCase();
  if (!wanted) return [...items];
  const matches = search.exact
    ? (value: string) => value.trim().toLowerCase() === wanted
    : (value: string) => value.toLowerCase().includes(wanted);
  return items.filter((item) => matches(item.name) || matches(item.category));
}

/** The spec's price text: 'Rs.' and the price, e.g. "Rs. 1,249.50". */
export function formatMenuPrice(price: number): string {
  return `Rs. ${price.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
