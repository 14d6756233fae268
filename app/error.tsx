"use client";

export default function ErrorPage({ reset }: Readonly<{ error: Error & { digest?: string }; reset: () => void }>) {
  return (
    <main className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-extrabold">Something went wrong</h1>
      <p className="max-w-md text-muted">We could not load this page. Please try again in a moment.</p>
      {/* A primary button's classes written out: the boundary loads with every page in a chunk of its
          own, so anything it imported (the Button module, cn) would be loaded twice. */}
      <button
        type="button"
        onClick={reset}
        className="inline-flex h-10 items-center justify-center rounded-xl bg-brand-500 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-600"
      >
        Try again
      </button>
    </main>
  );
}
