"use client";
import { useEffect, useState } from "react";

/**
 * The token of the mailed link that opened this page, read once and taken out of the address bar (and so
 * out of the history, a shared screen, and any Referer: the pages also send Referrer-Policy: no-referrer).
 * undefined until read; null when the link came without one.
 */
export function useLinkToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const url = new URL(window.location.href);
    const found = url.searchParams.get("token");
    if (found !== null) {
      url.searchParams.delete("token");
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    }
    // Read from the browser after hydration: the server never sees which token the page holds.
    setToken(found?.trim() || null);
  }, []);
  return token;
}
