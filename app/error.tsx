"use client";
import { buttonClasses } from "@/components/ui/button";

export default function ErrorPage({ reset }: Readonly<{ error: Error & { digest?: string }; reset: () => void }>) {
  return (
    <main className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-extrabold">Something went wrong</h1>
      <p className="max-w-md text-muted">We could not load this page. Please try again in a moment.</p>
      <button type="button" onClick={reset} className={buttonClasses("primary", "md")}>
        Try again
      </button>
    </main>
  );
}
