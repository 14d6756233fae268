// Types of catalogue.mjs for its test.
type Canvas = { rng: () => number };
export type DishPicture = { bg: string; scale?: number; draw: (c: Canvas, options?: { sides?: boolean }) => string };
export type RestaurantCover = { image: string; draw: (c: Canvas) => string };
export declare const DISHES: Record<string, DishPicture>;
export declare const RESTAURANTS: Record<string, RestaurantCover>;
export declare function dishPicture(key: string): string;
export declare function restaurantPicture(slug: string): string;
