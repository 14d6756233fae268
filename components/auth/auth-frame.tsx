import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { AppLink } from "@/components/ui/app-link";
import { Logo } from "@/components/shell/logo";
import { LoadingOverlay } from "@/components/shell/loading-overlay";

/** The frame of the auth screens and of the pages mailed links open: the logo, a way home, the card. */
export function AuthFrame({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-stone-50 to-stone-50">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <AppLink
          href="/"
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-medium text-muted hover:text-brand-600"
        >
          <Icon name="arrow-left" className="h-4 w-4" /> Back to home
        </AppLink>
      </header>
      <main id="main" className="flex flex-1 flex-col px-4 pb-12 pt-4 sm:px-6 sm:pt-8">
        {children}
      </main>
      <LoadingOverlay />
    </div>
  );
}
