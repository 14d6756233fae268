import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/ui/cn";

/** A rating as five stars, read as "Rated n out of 5". */
export function Stars({ rating, className }: Readonly<{ rating: number; className?: string }>) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className={cn("inline-flex gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon
          name="star"
          key={n}
          className={cn("h-4 w-4", n <= rating ? "fill-amber-400 text-amber-400" : "text-stone-300")}
        />
      ))}
    </span>
  );
}
