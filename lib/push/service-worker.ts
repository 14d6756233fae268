// The app's one service worker (public/sw.js), registered at the root so it covers every page: push for
// customers and owners, and the partner console's offline page (its pages are under /restaurant/).

const SERVICE_WORKER = "/sw.js";
export const SERVICE_WORKER_SCOPE = "/";

/**
 * Registers the worker when the browser can run one (a secure context). The partner console calls it on
 * every load, so the installed app has its worker before any push is turned on; the push switch before it
 * subscribes. Answers the registration, or null when there is none.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof window === "undefined" || !("serviceWorker" in navigator) || !window.isSecureContext) return null;
  return navigator.serviceWorker.register(SERVICE_WORKER, { scope: SERVICE_WORKER_SCOPE });
}
