"use client";
import { apiFetch } from "@/lib/api/client";
import type { Viewer } from "@/lib/viewer/types";
import { readViewerNow, useViewer } from "@/lib/viewer/use-viewer";

// Who is checking out, from the viewer store (GET /api/me, lib/viewer): Order For asks it afresh, the
// delivery details modal reads the name and the email from it.

export type CheckoutViewer =
  | { kind: "visitor"; canRenew: boolean }
  | { kind: "restaurant" }
  | { kind: "customer"; username: string; email: string };

export function checkoutViewerOf(viewer: Viewer): CheckoutViewer {
  const { user } = viewer;
  if (!user) return { kind: "visitor", canRenew: viewer.canRenew };
  if (user.userType === "restaurant") return { kind: "restaurant" };
  return { kind: "customer", username: user.username, email: user.email };
}

/**
 * Who is pressing Order For now: read afresh (a session may have ended or begun in another tab); a
 * visitor whose hour-long session lapsed is renewed from the refresh cookie first, then read again.
 */
export async function readCheckoutViewerNow(): Promise<CheckoutViewer> {
  const viewer = checkoutViewerOf(await readViewerNow());
  if (viewer.kind !== "visitor" || !viewer.canRenew) return viewer;
  const renewed = await apiFetch("/api/refreshAccessToken", { method: "POST", json: {}, reauth: false }).then(
    () => true,
    () => false,
  );
  return renewed ? checkoutViewerOf(await readViewerNow()) : viewer;
}

/** The viewer Order For just looked up (undefined until the store has an answer). */
export function useCheckoutViewer(): CheckoutViewer | undefined {
  const { data } = useViewer();
  return data && checkoutViewerOf(data);
}
