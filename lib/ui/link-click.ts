/**
 * When a click on an app link is the app's to handle (a client-side navigation) rather than the
 * browser's: the plain primary-button click, without a modifier key (new tab, new window, download),
 * on a link that stays in this tab and this site. Anything else keeps the browser's default.
 */
export type LinkClick = Readonly<{
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}>;

export type LinkTarget = Readonly<{ href: string; target?: string; download?: unknown }>;

export function isAppNavigation(click: LinkClick, link: LinkTarget, currentOrigin: string): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (link.download !== undefined && link.download !== false) return false;
  if (link.target && link.target !== "_self") return false;
  return isSameOrigin(link.href, currentOrigin);
}

/** A path on this site ("/menu", "?page=2", "#reviews") or an absolute URL of this origin. */
export function isSameOrigin(href: string, currentOrigin: string): boolean {
  try {
    return new URL(href, currentOrigin + "/").origin === currentOrigin;
  } catch {
    return false;
  }
}
