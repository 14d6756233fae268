"use client";
import { useEffect, useState, type ComponentProps } from "react";
import type { Tooltip as TooltipComponent } from "@/components/ui/tooltip";

type TooltipType = typeof TooltipComponent;
let loaded: TooltipType | null = null;

/**
 * A Tooltip whose code (Radix's popper, about 20 kB gzip) is fetched after the page loads: until
 * then the trigger is drawn alone, as it is without a tooltip. For tooltips nobody needs at first
 * paint (the owner sidebar's, shown only once it is collapsed).
 */
export function LazyTooltip(props: ComponentProps<TooltipType>) {
  const [Tooltip, setTooltip] = useState<TooltipType | null>(() => loaded);
  useEffect(() => {
    if (Tooltip) return;
    let live = true;
    void import("@/components/ui/tooltip").then((m) => {
      loaded = m.Tooltip;
      if (live) setTooltip(() => m.Tooltip);
    });
    return () => {
      live = false;
    };
  }, [Tooltip]);
  return Tooltip ? <Tooltip {...props} /> : props.children;
}
