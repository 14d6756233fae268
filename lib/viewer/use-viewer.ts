"use client";
import { useSyncExternalStore } from "react";
import type { Viewer } from "@/lib/viewer/types";

// The browser's copy of GET /api/me (lib/viewer/types.ts): one read per page load, shared by the
// top bar, the hearts, the cart and live updates. A small store of its own (no TanStack Query, no API
// client): it runs on every page's first load, the cached public pages included, and must stay small.

const STALE_MS = 60_000;
const RETRIES = 2;

type State = { data: Viewer | undefined; readAt: number };
let state: State = { data: undefined, readAt: 0 };
let reading: Promise<void> | null = null;
/** Bumped by every reset: an answer to a read started before it is dropped. */
let generation = 0;
const listeners = new Set<() => void>();

function publish(next: State): void {
  state = next;
  listeners.forEach((listener) => listener());
}

async function fetchViewer(): Promise<Viewer> {
  const response = await fetch("/api/me", { credentials: "same-origin", cache: "no-store" });
  if (!response.ok) throw new Error(`GET /api/me answered ${response.status}`);
  return (await response.json()) as Viewer;
}

/** Reads the viewer (one read at a time; a failed read is tried twice more, 1 s and 2 s later). */
function read(): Promise<void> {
  if (reading) return reading;
  const started = generation;
  const attempt = (async () => {
    for (let tries = 0; ; tries++) {
      try {
        const data = await fetchViewer();
        if (started === generation) publish({ data, readAt: Date.now() });
        return;
      } catch {
        if (tries >= RETRIES || started !== generation) return;
        await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** tries));
      }
    }
  })();
  reading = attempt;
  void attempt.finally(() => {
    if (reading === attempt) reading = null;
  });
  return attempt;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (Date.now() - state.readAt > STALE_MS) void read();
  return () => listeners.delete(listener);
}

const getSnapshot = () => state.data;
const getServerSnapshot = () => undefined;

/** The store under useViewer, for its tests (which import the module afresh each time, so knip cannot see the use). @public */
export const viewerStore = { subscribe, getSnapshot };

/**
 * Who is looking at this page; `data` is undefined until the first answer. While a part of the page
 * hydrates, it is undefined too, even when the answer is already here (another part asked first): a
 * hydrating render must match the server's HTML, which was drawn for nobody in particular, because
 * React keeps the server's attributes (a heart's `disabled`) and would never correct them. The render
 * right after hydration brings the answer (useSyncExternalStore uses the server snapshot to hydrate).
 */
export function useViewer(): { data: Viewer | undefined } {
  return { data: useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot) };
}

/** After a profile, address or favourite change: read the viewer again (the old one shows meanwhile). */
export function forgetViewer(): Promise<void> {
  state = { ...state, readAt: 0 };
  generation++;
  reading = null;
  return read();
}

/**
 * The viewer as the server sees it now (Order For: a session may have ended or begun in another tab);
 * everyone else on the page is told the answer too. Rejects when /api/me cannot be read.
 */
export async function readViewerNow(): Promise<Viewer> {
  await forgetViewer();
  if (!state.data || state.readAt === 0) throw new Error("Network Error");
  return state.data;
}

/** Puts a favourite call's answer (the caller's ids after the change) into the viewer at once. */
export function setViewerFavourites(favourites: { restaurantIds: string[]; menuItemIds: string[] }): void {
  if (state.data) publish({ ...state, data: { ...state.data, favourites } });
}

const switchListeners = new Set<() => void>();

/**
 * What must forget the previous person at a login or logout (lib/query/client.ts registers its cache
 * here when it is created, so the viewer never loads TanStack Query to empty it).
 */
export function onViewerSwitch(listener: () => void): () => void {
  switchListeners.add(listener);
  return () => switchListeners.delete(listener);
}

/**
 * After a login or logout: everything read for the previous person (orders, addresses) is dropped
 * without being read again (the page that showed it is being left, and would read it as nobody),
 * and the viewer is emptied and read again at once (the top bar stays mounted across the navigation).
 */
export function switchViewer(): void {
  switchListeners.forEach((listener) => listener());
  generation++;
  reading = null;
  publish({ data: undefined, readAt: 0 });
  void read();
}
