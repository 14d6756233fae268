"use client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useState, type ReactNode } from "react";
import { useToasterState } from "@/lib/ui/toast";
import "@/lib/ui/zod-jitless";

const Toaster = dynamic(() => import("@/components/ui/toaster"), { ssr: false });

/** Client-side providers: data cache, and toasts (top centre, as the spec places them) once one is shown. */
export function Providers({ children }: Readonly<{ children: ReactNode }>) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } } }),
  );
  const toasterWanted = useToasterState((s) => s.wanted);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasterWanted && <Toaster />}
    </QueryClientProvider>
  );
}
