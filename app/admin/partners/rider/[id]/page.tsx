import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { PartnerDetail } from "@/components/admin/partners-detail";
import { riderPartner } from "@/lib/admin/partners";
import { getSessionUser } from "@/lib/auth/session";
import { AppError } from "@/lib/http/errors";

export const metadata: Metadata = { title: "Delivery partner review" };

type Props = Readonly<{ params: Promise<{ id: string }> }>;

const VEHICLES: Record<string, string> = {
  bicycle: "Bicycle",
  scooter: "Scooter",
  motorcycle: "Motorcycle",
  electric_scooter: "Electric scooter",
};

async function detailOr404(...args: Parameters<typeof riderPartner>) {
  try {
    return await riderPartner(...args);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/** /admin/partners/rider/[id]: one delivery partner's checks, details and history, and the decisions open to them. */
export default async function RiderReviewPage({ params }: Props) {
  const { id } = await params;
  const user = await getSessionUser();
  if (user?.userType !== "admin")
    redirect(`/auth/login/admin?redirect=${encodeURIComponent(`/admin/partners/rider/${id}`)}`);
  const { partner, decisions, history, rider } = await detailOr404(user, id);
  return (
    <PartnerDetail
      partner={partner}
      decisions={decisions}
      history={history}
      facts={[
        ["Name", rider.username],
        ["Email", partner.email],
        ["Phone", rider.phone],
        ["City", partner.city],
        ["Vehicle", VEHICLES[rider.vehicle] ?? rider.vehicle],
        ["Vehicle number", rider.vehicleNumber],
        ["Licence number", rider.licenceNumber],
        ["Online now", rider.online ? "Yes" : "No"],
        ["Deliveries made", String(rider.deliveries)],
      ]}
    />
  );
}
