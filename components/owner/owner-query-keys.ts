/** TanStack Query keys of the partner console's client reads (the server page prefetches under the same key). */
export const ownerMenuKey = (restaurantId: string) => ["owner-menu", restaurantId] as const;
