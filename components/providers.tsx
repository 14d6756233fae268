"use client";
import { ViewerChangeGuard } from "@/components/auth/viewer-change-guard";
import { lazyClient } from "@/components/ui/lazy-client";
import type { ReactNode } from "react";
import { useToasterState } from "@/lib/ui/toast";
import "@/lib/ui/zod-jitless";

const Toaster = lazyClient(() => import("@/components/ui/toaster").then((m) => m.default));

/**
 * Client-side providers: toasts (top centre, as the spec places them) once one is shown. TanStack
 * Query has no provider: its hooks are given the app's client (lib/query/client.ts), so pages that
 * read nothing through it do not load it.
 */
export function Providers({ children }: Readonly<{ children: ReactNode }>) {
  const toasterWanted = useToasterState((s) => s.wanted);
  return (
    <>
      {children}
      <ViewerChangeGuard />
      {toasterWanted && <Toaster />}
    </>
  );
}
