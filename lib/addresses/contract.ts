import type { z } from "zod";
import type { ApiAddress } from "@/lib/addresses/api-shape";
import type { AddressInputSchema } from "@/lib/location/schemas";

// The address book's wire types (GET/POST /api/addresses, PUT/DELETE /api/addresses/{id}), written
// once: the body is what the handlers' zod schema takes, an address what the server's shaper gives.
// Types only: safe in browser code.

export type { ApiAddress };

/** The body of POST /api/addresses and PUT /api/addresses/{id}. */
export type AddressBody = z.input<typeof AddressInputSchema>;

/** GET /api/addresses: the default first. */
export type AddressesAnswer = { addresses: ApiAddress[] };

/** The answer of a create or an update: the address as saved. */
export type AddressSaved = { message: string; address: ApiAddress };

/** DELETE /api/addresses/{id}. */
export type AddressDeleted = { message: string };
