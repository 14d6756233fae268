// Types of api-flows.mjs for the TypeScript callers (Playwright specs).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- scripts read answers field by field
export type Answer = { status: number; body: any };
export type Customer = { id: string; token: string; ip: string; email: string; password: string };
export type Owner = { id: string; token: string; ip: string; restaurantId: string | null };
export type Listed = { _id: string; name: string };

export declare function call(
  baseUrl: string,
  method: string,
  url: string,
  options?: { body?: unknown; token?: string; ip?: string },
): Promise<Answer>;
export declare function newCustomer(baseUrl: string, name?: string): Promise<Customer>;
export declare function demoOwner(baseUrl: string, slug?: string): Promise<Owner>;
export declare function restaurantNamed(
  baseUrl: string,
  name?: string,
): Promise<{ restaurant: Listed; dishes: Listed[] }>;
export declare function paidOrder(
  baseUrl: string,
  customer: Customer,
  restaurant: Listed,
  dish: Listed,
  options?: { quantity?: number },
): Promise<string>;
export declare function setStatus(
  baseUrl: string,
  owner: Owner,
  orderId: string,
  status: "out for delivery" | "delivered" | "cancelled",
): Promise<unknown>;
