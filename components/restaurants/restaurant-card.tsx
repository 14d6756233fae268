import { Clock, Star } from "lucide-react";
import Image from "next/image";
import type { RestaurantSummary } from "@/lib/restaurants/service";
import { cn } from "@/lib/ui/cn";

/** A restaurant in the list: photo, name, cuisines, delivery time and rating. */
export function RestaurantCard({ restaurant }: Readonly<{ restaurant: RestaurantSummary }>) {
  const r = restaurant;
  return (
    <article className="group overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md">
      <div className="relative aspect-[8/5] overflow-hidden">
        <Image
          src={r.imageUrl}
          alt={`${r.name}`}
          fill
          sizes="(min-width: 1280px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw"
          className={cn(
            "object-cover transition-transform duration-300 group-hover:scale-105",
            !r.isOpen && "grayscale-[60%]",
          )}
        />
        {!r.isOpen && (
          <span className="absolute left-3 top-3 rounded-full bg-black/70 px-3 py-1 text-xs font-semibold text-white">
            Closed Now
          </span>
        )}
      </div>
      <div className="p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg font-bold leading-snug">{r.name}</h2>
          <span
            className="inline-flex shrink-0 items-center gap-1 rounded-lg bg-veg px-2 py-0.5 text-sm font-bold text-white"
            aria-label={r.rating === null ? "New, no ratings yet" : `Rated ${r.rating} out of 5`}
          >
            {r.rating === null ? "New" : r.rating.toFixed(1)} <Star className="h-3.5 w-3.5 fill-current" aria-hidden />
          </span>
        </div>
        <p className="mt-1 truncate text-sm text-muted">{r.cuisines.join(", ")}</p>
        <div className="mt-3 flex items-center justify-between text-sm">
          <span className="inline-flex items-center gap-1 font-medium">
            <Clock className="h-4 w-4 text-muted" aria-hidden /> {r.deliveryMinutes} mins
          </span>
          <span className="text-muted">{r.city}</span>
        </div>
      </div>
    </article>
  );
}
