import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Clock } from "lucide-react";
import { MenuSections } from "@/components/menu/menu-sections";
import { WhenClosed } from "@/components/restaurants/open-state";
import { loadRestaurant } from "@/components/restaurants/load-restaurant";
import { cachedMenu } from "@/lib/restaurants/public-cache";
import { formatMinute } from "@/lib/restaurants/hours";

type MenuPageProps = Readonly<{ params: Promise<{ id: string }> }>;

// Rendered on its first visit, then served from Next's cache to everyone until an owner changes the
// restaurant or its dishes (its tag, lib/restaurants/public-cache.ts). Open or closed is worked out
// again in the browser at every minute (OpenState, in the layout). The minute bounds what other instances show.
export const revalidate = 60;
export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

export async function generateMetadata({ params }: MenuPageProps): Promise<Metadata> {
  const restaurant = await loadRestaurant((await params).id);
  return { title: restaurant ? `${restaurant.name}: menu` : "Menu" };
}

export default async function MenuPage({ params }: MenuPageProps) {
  const { id } = await params;
  const [restaurant, menu] = await Promise.all([loadRestaurant(id), cachedMenu(id)]);
  if (!restaurant || !menu) notFound();

  return (
    <section aria-label="Menu">
      {restaurant.paused ? (
        <p className="mb-4 flex items-center gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          <Clock className="h-4 w-4 shrink-0" aria-hidden />
          {`${restaurant.name} is not taking orders right now: ${restaurant.pauseReason}.`} You can look through the
          menu meanwhile.
        </p>
      ) : (
        <WhenClosed>
          <p className="mb-4 flex items-center gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
            <Clock className="h-4 w-4 shrink-0" aria-hidden />
            {`${restaurant.name} is closed now and opens at ${formatMinute(restaurant.openMinute)}.`} You can look
            through the menu meanwhile.
          </p>
        </WhenClosed>
      )}
      {menu.length === 0 ? (
        <p className="py-12 text-center text-lg font-semibold text-muted">This restaurant is getting its menu ready.</p>
      ) : (
        <MenuSections groups={menu} restaurantName={restaurant.name} />
      )}
    </section>
  );
}
