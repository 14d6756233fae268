import { cn } from "@/lib/ui/cn";

/** The Indian food-label mark: a green square with a dot for veg, a brown one with a triangle for non-veg. */
export function VegMarker({ type, className }: Readonly<{ type: "veg" | "non-veg"; className?: string }>) {
  const veg = type === "veg";
  return (
    <span
      role="img"
      aria-label={veg ? "Veg" : "Non-veg"}
      className={cn(
        "inline-flex h-4 w-4 shrink-0 items-center justify-center rounded-[3px] border-2 bg-white",
        veg ? "border-veg" : "border-nonveg",
        className,
      )}
    >
      {veg ? (
        <span className="h-1.5 w-1.5 rounded-full bg-veg" />
      ) : (
        // Shape as well as colour, so the mark does not rely on colour vision alone.
        <span className="h-0 w-0 border-x-[4px] border-b-[7px] border-x-transparent border-b-nonveg" />
      )}
    </span>
  );
}
