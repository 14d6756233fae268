import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { KitchenTicket } from "@/components/owner/kitchen-ticket";
import { AppError } from "@/lib/http/errors";
import { signedInOwner } from "@/lib/owner/signed-in-owner";
import type { TicketData } from "@/lib/tickets/layout";
import { readKitchenTicket } from "@/lib/tickets/service";

export const metadata: Metadata = { title: "Kitchen ticket" };

type Params = Promise<{ id: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * An order's kitchen order ticket (KOT), for the owner of its restaurant; anyone else, and an order
 * that is not a paid one of theirs, gets the not-found page. `?print=auto` prints it on arrival.
 */
export default async function KitchenTicketPage({
  params,
  searchParams,
}: Readonly<{ params: Params; searchParams: SearchParams }>) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const owner = await signedInOwner();
  if (!owner) notFound();
  let ticket: TicketData;
  try {
    ticket = await readKitchenTicket(owner, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
  return <KitchenTicket orderId={id} ticket={ticket} auto={query.print === "auto"} />;
}
