import { env } from "@/lib/env";

/**
 * The origin users reach the app at (APP_URL, else next-auth's AUTH_URL), e.g. "https://thali.example";
 * null when neither is set.
 */
export function publicOrigin(): string | null {
  const { APP_URL, AUTH_URL } = env();
  const url = APP_URL ?? AUTH_URL;
  return url ? new URL(url).origin : null;
}

/**
 * A URL we hand out (an image's) as a client on another origin can fetch it. Our own files have
 * root-relative URLs ("/uploads/…", "/images/…"); with a public URL configured they get its origin.
 * Absolute URLs (Cloudinary's), protocol-relative ones and empty strings (no image) are left alone.
 */
export function absoluteUrl(url: string): string {
  if (!url.startsWith("/") || url.startsWith("//")) return url;
  const origin = publicOrigin();
  return origin ? `${origin}${url}` : url;
}

/**
 * True when `sent` names the same file as the URL we stored: equal, or the absolute form we answered
 * with (a client sends back what it was given).
 */
export function isSameUrl(sent: string, stored: string): boolean {
  return sent === stored || sent === absoluteUrl(stored);
}

/**
 * The origin of links in messages (reset, confirmation, receipts): publicOrigin(), else this machine's
 * server (`npm start` on a developer's machine, where mail lands in the outbox folder). Never the
 * request's Host or Origin, which a caller writes: a mailed link on their host would hand them its token.
 */
export function linkOrigin(): string {
  return publicOrigin() ?? `http://localhost:${env().PORT}`;
}
