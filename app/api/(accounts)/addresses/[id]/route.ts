// PUT /api/addresses/{id} - a customer edits their address; DELETE /api/addresses/{id} - deletes it
import { toApiAddress } from "@/lib/addresses/api-shape";
import { deleteAddress, updateAddress } from "@/lib/addresses/service";
import { handler } from "@/lib/http/handler";
import { AddressInputSchema } from "@/lib/location/schemas";

const idOf = (params: Record<string, string | string[] | undefined>) =>
  typeof params.id === "string" ? params.id : "";

export const PUT = handler({ auth: "customer", body: AddressInputSchema }, async ({ user, body, params }) => {
  const address = await updateAddress(user, idOf(params), body);
  return { message: "Address updated", address: toApiAddress(address) };
});

export const DELETE = handler({ auth: "customer" }, async ({ user, params }) => {
  await deleteAddress(user, idOf(params));
  return { message: "Address deleted" };
});
