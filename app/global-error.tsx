"use client";

// Shown only when the root layout itself fails; it replaces the whole document, so it is styled inline.
// (It also replaces Next's built-in one, which weighed 3.7 kB gzip on every page.)
export default function GlobalError({ reset }: Readonly<{ error: Error & { digest?: string }; reset: () => void }>) {
  return (
    <html lang="en-IN">
      <body style={{ fontFamily: "system-ui, sans-serif", display: "grid", placeItems: "center", minHeight: "100dvh" }}>
        <main style={{ textAlign: "center", padding: "1.5rem" }}>
          <h1 style={{ fontSize: "1.5rem" }}>Something went wrong</h1>
          <p>We could not load this page. Please try again in a moment.</p>
          <button type="button" onClick={reset} style={{ padding: "0.6rem 1.2rem", borderRadius: "0.75rem" }}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
