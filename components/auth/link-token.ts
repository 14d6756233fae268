"use client";
import { useSyncExternalStore } from "react";

/** The token read from this page's address, kept with the page it was read on. */
let held: { pathname: string; token: string | null } | null = null;

function readOnce(): string | null {
  const url = new URL(window.location.href);
  if (held?.pathname !== url.pathname || url.searchParams.has("token")) {
    const token = url.searchParams.get("token")?.trim() || null;
    held = { pathname: url.pathname, token };
    if (url.searchParams.has("token")) {
      url.searchParams.delete("token");
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    }
  }
  return held.token;
}

const noChanges = () => () => {};

/**
 * The token of the mailed link that opened this page, read once and taken out of the address bar (and so
 * out of the history, a shared screen, and any Referer: the pages also send Referrer-Policy: no-referrer).
 * undefined while the page hydrates (the server never knows it); null when the link came without one.
 */
export function useLinkToken(): string | null | undefined {
  return useSyncExternalStore<string | null | undefined>(noChanges, readOnce, () => undefined);
}
