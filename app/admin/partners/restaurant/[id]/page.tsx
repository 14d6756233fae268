import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { PartnerDetail } from "@/components/admin/partners-detail";
import { Picture } from "@/components/ui/picture";
import { restaurantPartner } from "@/lib/admin/partners";
import { getSessionUser } from "@/lib/auth/session";
import { AppError } from "@/lib/http/errors";
import { imageSrc } from "@/lib/images/image-src";

export const metadata: Metadata = { title: "Restaurant review" };

type Props = Readonly<{ params: Promise<{ id: string }> }>;

async function detailOr404(...args: Parameters<typeof restaurantPartner>) {
  try {
    return await restaurantPartner(...args);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/** /admin/partners/restaurant/[id]: one restaurant's checks, details and history, and the decisions open to it. */
export default async function RestaurantReviewPage({ params }: Props) {
  const { id } = await params;
  const user = await getSessionUser();
  if (user?.userType !== "admin")
    redirect(`/auth/login/admin?redirect=${encodeURIComponent(`/admin/partners/restaurant/${id}`)}`);
  const { partner, decisions, history, restaurant } = await detailOr404(user, id);
  const pin =
    restaurant.lat !== null && restaurant.lng !== null ? (
      <a
        className="text-brand-700 underline"
        href={`https://www.openstreetmap.org/?mlat=${restaurant.lat}&mlon=${restaurant.lng}#map=17/${restaurant.lat}/${restaurant.lng}`}
        target="_blank"
        rel="noreferrer"
      >
        {restaurant.lat.toFixed(5)}, {restaurant.lng.toFixed(5)} (opens the map)
      </a>
    ) : null;
  return (
    <PartnerDetail
      partner={partner}
      decisions={decisions}
      history={history}
      extra={
        <Picture
          src={imageSrc(restaurant.imageUrl)}
          alt={`Photo of ${partner.name}`}
          width={320}
          height={200}
          className="mb-3 h-40 w-full max-w-xs rounded-lg object-cover"
        />
      }
      facts={[
        ["Owner", `${restaurant.owner.username} (${restaurant.owner.email})`],
        ["Owner's phone", restaurant.owner.phone],
        ["Address", `${restaurant.address}, ${partner.city}, ${restaurant.state}`],
        ["On the map", pin],
        ["FSSAI licence", restaurant.fssaiNumber],
        ["GSTIN", restaurant.gstin],
        ["Cuisines", restaurant.cuisines.join(", ")],
        ["Delivery", restaurant.deliveryMode === "platform" ? "The platform's riders" : "Its own staff"],
        ["Dishes on the menu", String(restaurant.dishes)],
      ]}
    />
  );
}
