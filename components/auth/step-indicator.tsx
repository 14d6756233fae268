import { Check } from "lucide-react";
import { cn } from "@/lib/ui/cn";

const STEPS = ["Account details", "Restaurant details"] as const;

/** Where the user is in the two-step sign-up; a finished step turns green. */
export function StepIndicator({ current, done }: Readonly<{ current: number; done: readonly boolean[] }>) {
  return (
    <ol className="flex items-center gap-3" aria-label="Sign-up progress">
      {STEPS.map((label, index) => {
        const finished = done[index] ?? false;
        const active = index === current;
        return (
          <li key={label} className="flex flex-1 items-center gap-3" aria-current={active ? "step" : undefined}>
            <span
              className={cn(
                "flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-bold transition-colors",
                finished ? "bg-veg text-white" : active ? "bg-brand-500 text-white" : "bg-stone-200 text-muted",
              )}
            >
              {finished ? <Check className="h-5 w-5" aria-hidden /> : index + 1}
            </span>
            <span className={cn("text-sm font-semibold leading-tight", active ? "text-ink" : "text-muted")}>
              {label}
              <span className="sr-only">{finished ? " (done)" : active ? " (current step)" : ""}</span>
            </span>
            {index < STEPS.length - 1 && (
              <span
                className={cn("hidden h-0.5 flex-1 rounded sm:block", finished ? "bg-veg" : "bg-stone-200")}
                aria-hidden
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
