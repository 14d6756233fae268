"use client";
import { useEffect } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { useToasterState } from "@/lib/ui/toast";

/** Sonner's toaster with the spec's placement and limits; loaded with the first toast. */
export default function Toaster() {
  // Effects run child first, so sonner is subscribed by the time this marks it mounted.
  useEffect(() => {
    useToasterState.setState({ mounted: true });
    return () => useToasterState.setState({ mounted: false });
  }, []);
  return (
    <SonnerToaster position="top-center" richColors closeButton visibleToasts={20} toastOptions={{ duration: 4000 }} />
  );
}
