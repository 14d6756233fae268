/** Root paths of the app's own images, the ones next.config.ts lets next/image serve (`localPatterns`). */
const OWN_IMAGE_PATHS = ["/uploads/", "/images/"];

/**
 * The `src` for next/image of an image URL from our API. With APP_URL set the API answers our own
 * images as absolute URLs (for clients on other origins), but next/image only takes absolute URLs of
 * hosts it was built for; our own files go back to their root-relative path, served by this app
 * whatever address the page was opened at. Other URLs (Cloudinary's) are left as they are.
 */
export function imageSrc(url: string): string {
  if (!/^https?:\/\//i.test(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!OWN_IMAGE_PATHS.some((prefix) => parsed.pathname.startsWith(prefix))) return url;
  return `${parsed.pathname}${parsed.search}`;
}
