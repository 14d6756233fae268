import { NextResponse } from "next/server";

// A navigation another site started (a link in a search result, a mail) to a page of ours, while the
// browser's session has expired: GET /api/session/refresh refuses requests other sites start, and
// Sec-Fetch-Site stays "cross-site" through our redirects. This tiny page moves on by itself (a meta
// refresh, so no script and no CSP exception) from our own origin, so the renewal sees a same-origin
// navigation, as it does for every navigation within the site.

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The hop to `renewPath` (a root-relative URL of ours) for a navigation another site started. */
export function renewalHop(renewPath: string): NextResponse {
  const href = escapeAttribute(renewPath);
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta http-equiv="refresh" content="0;url=${href}"><title>Thali</title></head>` +
    `<body><p>Signing you back in… <a href="${href}">Continue</a></p></body></html>`;
  return new NextResponse(html, {
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store" },
  });
}
