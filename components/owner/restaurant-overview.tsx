import { Clock, MapPin } from "lucide-react";
import { AppLink } from "@/components/ui/app-link";
import { Picture } from "@/components/ui/picture";
import type { OwnerRestaurant } from "@/lib/restaurants/service";
import { cn } from "@/lib/ui/cn";

/** The owner's restaurant as customers find it: photo, name, address, cuisines and hours. */
export function RestaurantOverview({ restaurant: r }: Readonly<{ restaurant: OwnerRestaurant }>) {
  return (
    <section
      aria-labelledby="restaurant-name"
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 lg:grid lg:grid-cols-[2fr_3fr]"
    >
      <div className="relative aspect-[16/9] lg:aspect-auto lg:min-h-64">
        <Picture
          src={r.imageUrl}
          alt={`${r.name}`}
          fill
          priority
          sizes="(min-width: 1024px) 35vw, 100vw"
          className="object-cover"
        />
      </div>
      <div className="flex flex-col gap-4 p-5 sm:p-7">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="restaurant-name" className="text-2xl font-extrabold">
            {r.name}
          </h2>
          <span
            className={cn(
              "rounded-full px-3 py-1 text-xs font-bold",
              r.isOpen ? "bg-green-100 text-veg" : "bg-stone-200 text-stone-700",
            )}
          >
            {r.isOpen ? "Open Now" : "Closed Now"}
          </span>
        </div>
        <p className="flex items-start gap-2 text-sm text-muted">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
          <span>
            {r.address}, {r.city}, {r.state}
          </span>
        </p>
        <p className="flex items-center gap-2 text-sm text-muted">
          <Clock className="h-4 w-4 shrink-0 text-brand-600" aria-hidden />
          <span>
            {/* Equal opening and closing times mean open all day (lib/restaurants/hours.ts). */}
            {r.openTime === r.closeTime ? "Open 24 hours" : `Open ${r.openTime} to ${r.closeTime}`}
          </span>
        </p>
        <ul aria-label="Cuisines" className="flex flex-wrap gap-2">
          {r.cuisines.map((cuisine) => (
            <li key={cuisine} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
              {cuisine}
            </li>
          ))}
        </ul>
        {/* Before the platform approves it too: the public page is a 404 until then. */}
        <AppLink href="/restaurant/preview" className="self-start text-sm font-semibold text-brand-700 underline">
          See your page as customers do
        </AppLink>
      </div>
    </section>
  );
}
