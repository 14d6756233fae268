"use client";
import { useEffect, useState } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { useToasterState } from "@/lib/ui/toast";

/** Space between the top bar and the first toast. */
const GAP_PX = 8;

/**
 * The top bar's height (the customer bar is taller on phones, with the location on a row of its own;
 * the owner's is another), followed as it changes, so toasts start below it instead of covering its
 * logo and buttons (issue 27). The bar is sticky at the top, so its height is where it ends.
 */
function useTopBarHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const bar = document.querySelector("[data-top-bar]");
    if (!bar) return;
    const measure = () => setHeight(Math.ceil(bar.getBoundingClientRect().height));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);
  return height;
}

/** Sonner's toaster with the spec's placement (top centre, under the top bar) and limits; loaded with the first toast. */
export default function Toaster() {
  // Effects run child first, so sonner is subscribed by the time this marks it mounted.
  useEffect(() => {
    useToasterState.setState({ mounted: true });
    return () => useToasterState.setState({ mounted: false });
  }, []);
  const top = useTopBarHeight() + GAP_PX;
  return (
    <SonnerToaster
      position="top-center"
      richColors
      closeButton
      visibleToasts={20}
      toastOptions={{ duration: 4000 }}
      offset={{ top }}
      mobileOffset={{ top }}
    />
  );
}
