// Thali's service worker: shows the push notifications the server sends (lib/messages/push.ts) while no
// tab of the app is open, and opens the page a notification is about when it is clicked; for the partner
// console (an installable app, public/partner.webmanifest) a page that says the connection is lost when a
// console page cannot be loaded. It caches that page and its icon only: never an API answer nor a page
// with anyone's data. docs/push-notifications.md, docs/partner-console.md.
"use strict";

const OFFLINE_CACHE = "thali-offline-v1";
const OFFLINE_PAGE = "/offline.html";
const OFFLINE_FILES = [OFFLINE_PAGE, "/images/partner/icon-192.png"];
/** The console's pages, whose navigations fall back to the offline page. */
const CONSOLE_SCOPE = "/restaurant/";

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(OFFLINE_CACHE);
      // Best effort: a worker that could not store the page still shows pushes.
      await cache.addAll(OFFLINE_FILES).catch(() => undefined);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) =>
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith("thali-") && name !== OFFLINE_CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  ),
);

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode !== "navigate") {
    // The offline page's own icon, from the cache when the network is gone.
    if (OFFLINE_FILES.includes(url.pathname) && url.pathname !== OFFLINE_PAGE) {
      event.respondWith(fetch(request).catch(async () => (await caches.match(url.pathname)) || Response.error()));
    }
    return;
  }
  if (url.pathname.startsWith(CONSOLE_SCOPE)) {
    // The network always answers the console's pages; the offline page only when it cannot.
    event.respondWith(
      fetch(request).catch(async () => (await caches.match(OFFLINE_PAGE)) || Response.error()),
    );
  } else if (url.pathname === OFFLINE_PAGE) {
    event.respondWith(caches.match(OFFLINE_PAGE).then((cached) => cached || fetch(request)));
  }
});

self.addEventListener("push", (event) => {
  let push = {};
  try {
    push = event.data ? event.data.json() : {};
  } catch {
    push = { body: event.data ? event.data.text() : "" };
  }
  // Only our own pages: a payload's url is a same-origin path.
  const url = typeof push.url === "string" && push.url.startsWith("/") && !push.url.startsWith("//") ? push.url : "/";
  const options = { body: push.body || "", data: { url }, icon: "/images/partner/icon-192.png", badge: "/images/favicon.svg" };
  if (push.tag) options.tag = push.tag;
  event.waitUntil(self.registration.showNotification(push.title || "Thali", options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || "/", self.location.origin);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const exact = tabs.find((tab) => tab.url === target.href);
      if (exact) return exact.focus();
      // A tab already on that page (the console's Orders) is taken to the order the push is about
      // (its #order-<id>) rather than opening another.
      const samePage = tabs.find((tab) => new URL(tab.url).pathname === target.pathname);
      if (samePage) {
        const focused = await samePage.focus();
        if (target.hash && "navigate" in focused) return focused.navigate(target.href).catch(() => focused);
        return focused;
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});
