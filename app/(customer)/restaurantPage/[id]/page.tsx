import { redirect } from "next/navigation";

/** The restaurant page opens on its menu. */
export default async function RestaurantIndex({ params }: Readonly<{ params: Promise<{ id: string }> }>) {
  const { id } = await params;
  redirect(`/restaurantPage/${encodeURIComponent(id)}/menu`);
}
