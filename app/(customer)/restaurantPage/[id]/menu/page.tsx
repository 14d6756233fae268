import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Clock } from "lucide-react";
import { getFavouriteViewer } from "@/components/favourites/favourite-viewer";
import { MenuSections } from "@/components/menu/menu-sections";
import { closedReason } from "@/components/restaurants/closed-reason";
import { loadRestaurant } from "@/components/restaurants/load-restaurant";
import { getCachedMenu } from "@/lib/menu/service";
import { formatMinute } from "@/lib/restaurants/hours";

type MenuPageProps = Readonly<{
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}>;

export async function generateMetadata({ params }: MenuPageProps): Promise<Metadata> {
  const restaurant = await loadRestaurant((await params).id);
  return { title: restaurant ? `${restaurant.name}: menu` : "Menu" };
}

export default async function MenuPage({ params, searchParams }: MenuPageProps) {
  const { id } = await params;
  const { dish } = await searchParams;
  const [restaurant, menu, viewer] = await Promise.all([loadRestaurant(id), getCachedMenu(id), getFavouriteViewer()]);
  if (!restaurant || !menu) notFound();

  const disabledReason = closedReason(restaurant);

  return (
    <section aria-label="Menu">
      {!restaurant.isOpen && (
        <p className="mb-4 flex items-center gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          <Clock className="h-4 w-4 shrink-0" aria-hidden />
          {restaurant.paused
            ? `${restaurant.name} is not taking orders right now: ${restaurant.pauseReason}.`
            : `${restaurant.name} is closed now and opens at ${formatMinute(restaurant.openMinute)}.`}{" "}
          You can look through the menu meanwhile.
        </p>
      )}
      {menu.length === 0 ? (
        <p className="py-12 text-center text-lg font-semibold text-muted">This restaurant is getting its menu ready.</p>
      ) : (
        <MenuSections
          groups={menu}
          restaurantName={restaurant.name}
          disabledReason={disabledReason}
          viewer={viewer}
          dishId={typeof dish === "string" ? dish : undefined}
        />
      )}
    </section>
  );
}
