"use client";
import { useRouter } from "next/navigation";
import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";
import { isAppNavigation, isSameOrigin } from "@/lib/ui/link-click";

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> &
  Readonly<{
    href: string;
    /** Fetch the page ahead when the user shows intent (pointer over it, a touch, keyboard focus). */
    prefetch?: boolean;
    /** Replace the current history entry instead of adding one. */
    replace?: boolean;
    /** Scroll to the top of the new page (the default), or keep the scroll position. */
    scroll?: boolean;
    ref?: Ref<HTMLAnchorElement>;
  }>;

/**
 * The app's link: a real <a href> that the App Router navigates client-side (router.push, the
 * same navigation next/link dispatches), prefetching the target once the user shows intent.
 *
 * It replaces next/link, whose client code (URL formatting, viewport observers, link status:
 * 2.8 kB gzip measured) every page paid for; the pages here prefetch on intent anyway, since a grid
 * of restaurant cards would otherwise render every restaurant's page as it scrolls into view.
 * Modified clicks (new tab, new window, download), other targets and other sites stay the
 * browser's (lib/ui/link-click.ts).
 */
export function AppLink({ href, prefetch = true, replace = false, scroll = true, onClick, ...rest }: AppLinkProps) {
  const router = useRouter();
  // Repeated calls are answered from the router's prefetch cache.
  const warm = () => {
    if (prefetch && isSameOrigin(href, window.location.origin)) router.prefetch(href);
  };
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isAppNavigation(event, { href, target: rest.target, download: rest.download }, window.location.origin)) return;
    event.preventDefault();
    if (replace) router.replace(href, { scroll });
    else router.push(href, { scroll });
  };
  return (
    <a
      href={href}
      {...rest}
      onClick={navigate}
      onPointerEnter={(event) => {
        rest.onPointerEnter?.(event);
        warm();
      }}
      onTouchStart={(event) => {
        rest.onTouchStart?.(event);
        warm();
      }}
      onFocus={(event) => {
        rest.onFocus?.(event);
        warm();
      }}
    />
  );
}
