// Thali's service worker: shows the push notifications the server sends (lib/messages/push.ts) while no
// tab of the app is open, and opens the page a notification is about when it is clicked. Nothing else:
// no caching, no fetch handler. docs/push-notifications.md.
"use strict";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let push = {};
  try {
    push = event.data ? event.data.json() : {};
  } catch {
    push = { body: event.data ? event.data.text() : "" };
  }
  // Only our own pages: a payload's url is a same-origin path.
  const url = typeof push.url === "string" && push.url.startsWith("/") && !push.url.startsWith("//") ? push.url : "/";
  const options = { body: push.body || "", data: { url }, icon: "/images/favicon.svg", badge: "/images/favicon.svg" };
  if (push.tag) options.tag = push.tag;
  event.waitUntil(self.registration.showNotification(push.title || "Thali", options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || "/", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = tabs.find((tab) => tab.url === target) || tabs.find((tab) => new URL(tab.url).pathname === new URL(target).pathname);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    })(),
  );
});
