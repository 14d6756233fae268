"use client";
import Link from "next/link";
import { useState, type ReactNode } from "react";

/**
 * A link that prefetches only once the user shows intent (pointer over it, a touch, keyboard
 * focus). A grid of restaurant cards would otherwise prefetch every restaurant's page and code
 * as the cards scroll into view: a server render per card and script nobody asked for.
 */
export function IntentPrefetchLink({
  href,
  className,
  children,
}: Readonly<{ href: string; className?: string; children: ReactNode }>) {
  const [intent, setIntent] = useState(false);
  const show = () => setIntent(true);
  return (
    <Link
      href={href}
      prefetch={intent ? null : false}
      onPointerEnter={show}
      onTouchStart={show}
      onFocus={show}
      className={className}
    >
      {children}
    </Link>
  );
}
