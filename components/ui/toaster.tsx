"use client";
import { useEffect, useState } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { useToasterState } from "@/lib/ui/toast";

/** Space between the top bar and the first toast. */
const GAP_PX = 8;

/**
 * Where the top bar ends (the customer bar is taller on phones, with the location on a row of its own; the owner's
 * and the rider's are others), followed as it changes, so toasts start below it instead of covering its logo and
 * buttons (issue 27). Every `[data-top-bar]` counts, the lowest edge wins: an owner's phone has the section tabs under
 * the bar, and "Logged in successfully" sat on them for its 5 s (the console's tabs are in its bar's element). A part
 * that is not displayed (the owner's tabs from 768 px) measures 0 and does not count.
 *
 * The bars are looked for again whenever the document changes, not once: the toaster mounts with the first toast and
 * stays for the visit, and that toast is often a log-in's, on the page it leaves. Measured once, the toaster kept the
 * log-in page's (none) after the move to the rider console, and "Logged in successfully" sat over the console's
 * Online switch, which a pointer resting on it then kept from going (sonner pauses a hovered toast).
 */
function useTopBarHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    let bars: Element[] = [];
    const measure = () =>
      setHeight(Math.ceil(bars.reduce((lowest, bar) => Math.max(lowest, bar.getBoundingClientRect().bottom), 0)));
    const resize = new ResizeObserver(measure);
    const find = () => {
      const now = [...document.querySelectorAll("[data-top-bar]")];
      if (now.length === bars.length && now.every((bar, i) => bar === bars[i])) return;
      resize.disconnect();
      bars = now;
      bars.forEach((bar) => resize.observe(bar));
      measure();
    };
    find();
    const pages = new MutationObserver(find);
    pages.observe(document.body, { childList: true, subtree: true });
    return () => {
      pages.disconnect();
      resize.disconnect();
    };
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
