// GET /api/addresses - a customer's saved addresses; POST /api/addresses - a customer saves one
import { NextResponse } from "next/server";
import { toApiAddress } from "@/lib/addresses/api-shape";
import { createAddress, listAddresses } from "@/lib/addresses/service";
import { handler } from "@/lib/http/handler";
import { AddressInputSchema } from "@/lib/location/schemas";

export const GET = handler({ auth: "customer" }, async ({ user }) => ({
  addresses: (await listAddresses(user)).map(toApiAddress),
}));

export const POST = handler({ auth: "customer", body: AddressInputSchema }, async ({ user, body }) => {
  const address = await createAddress(user, body);
  return NextResponse.json({ message: "Address saved", address: toApiAddress(address) }, { status: 201 });
});
