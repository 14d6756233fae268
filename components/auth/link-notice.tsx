import type { ReactNode } from "react";
import { cn } from "@/lib/ui/cn";

/** What happened to a link or a request on these pages: a lasting note beside the toast. */
export function LinkNotice({ tone, children }: Readonly<{ tone: "ok" | "error"; children: ReactNode }>) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-xl px-4 py-3 text-sm font-medium",
        tone === "ok" ? "bg-green-50 text-green-800" : "bg-red-50 text-red-700",
      )}
    >
      {children}
    </div>
  );
}
