import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/ui/cn";

/** The average of real reviews, or "New" until there is one. */
export function RatingBadge({
  rating,
  reviewCount,
  className,
}: Readonly<{ rating: number | null; reviewCount?: number; className?: string }>) {
  const label =
    rating === null
      ? "New, no ratings yet"
      : `Rated ${rating.toFixed(1)} out of 5${reviewCount ? ` from ${reviewCount} review${reviewCount === 1 ? "" : "s"}` : ""}`;
  return (
    <span role="img" aria-label={label} className={cn("rating-badge", className)}>
      {rating === null ? "New" : rating.toFixed(1)} <Icon name="star" className="h-3.5 w-3.5 fill-current" />
    </span>
  );
}
