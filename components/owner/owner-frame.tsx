"use client";
import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { AppLink } from "@/components/ui/app-link";
import { usePathname } from "next/navigation";
import { useState, type ReactNode } from "react";
import { registerSoundSlot, SOUND_SLOT_ATTRIBUTE } from "@/components/live/sound-slot";
import { OWNER_MENU } from "@/components/owner/owner-menu";
import { LazyTooltip as Tooltip } from "@/components/ui/lazy-tooltip";
import { cn } from "@/lib/ui/cn";

function isCurrent(pathname: string, href: string) {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The phone's tabs: the entries not folded into another (owner-menu.ts). */
const PHONE_TABS = OWNER_MENU.filter((entry) => !entry.phoneTab);

/** Whether a phone tab is current: its own page, or a page folded into it. */
function isCurrentTab(pathname: string, href: string) {
  return isCurrent(pathname, href) || OWNER_MENU.some((e) => e.phoneTab === href && isCurrent(pathname, e.href));
}

/**
 * The owner area below the top bar: a sidebar that expands (content 4/5 wide) or collapses to
 * icons on wide screens, and on phones a row of tabs that all fit at 375 px (a scrolling row hid
 * "Add Item" and Settings off screen). Each has a place for the order-sound switch, in the flow.
 */
export function OwnerFrame({ children }: Readonly<{ children: ReactNode }>) {
  const pathname = usePathname();
  const [expanded, setExpanded] = useState(true);
  const Toggle = expanded ? PanelLeftClose : PanelLeftOpen;

  return (
    <div className="flex flex-1 flex-col md:flex-row">
      <nav
        id="owner-sidebar"
        aria-label="Restaurant"
        data-expanded={expanded}
        className={cn(
          "group/owner-side sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col gap-1 border-r border-stone-200 bg-white p-3 transition-[width] duration-200 md:flex",
          expanded ? "w-1/5 min-w-52" : "w-[4.5rem]",
        )}
      >
        <button
          type="button"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          aria-controls="owner-sidebar"
          aria-label={expanded ? "Collapse sidebar" : "Expand sidebar"}
          className="mb-2 inline-flex h-10 w-10 items-center justify-center self-end rounded-xl text-muted hover:bg-stone-100 hover:text-ink"
        >
          <Toggle className="h-5 w-5" aria-hidden />
        </button>
        {OWNER_MENU.map(({ href, label, icon: Icon }) => {
          const link = (
            <AppLink
              key={href}
              href={href}
              aria-current={isCurrent(pathname, href) ? "page" : undefined}
              className={cn(
                "flex h-11 items-center gap-3 rounded-xl text-sm font-semibold capitalize text-muted hover:bg-brand-50 hover:text-brand-700",
                "aria-[current=page]:bg-brand-500 aria-[current=page]:text-white",
                expanded ? "px-3" : "justify-center",
              )}
            >
              <Icon className="h-5 w-5 shrink-0" aria-hidden />
              <span className={cn(!expanded && "sr-only")}>{label}</span>
            </AppLink>
          );
          return expanded ? (
            link
          ) : (
            <Tooltip key={href} content={<span className="capitalize">{label}</span>} side="right">
              {link}
            </Tooltip>
          );
        })}
        <div
          {...{ [SOUND_SLOT_ATTRIBUTE]: "side" }}
          ref={registerSoundSlot}
          className="mt-auto flex justify-center pt-2 empty:hidden"
        />
      </nav>

      {/* data-top-bar: toasts start under the phone's tabs too (components/ui/toaster.tsx), not over them. */}
      <nav data-top-bar aria-label="Restaurant sections" className="border-b border-stone-200 bg-white md:hidden">
        <ul className="grid grid-cols-5 gap-1 px-2 py-2">
          {PHONE_TABS.map(({ href, label, icon: Icon }) => (
            <li key={href} className="min-w-0">
              <AppLink
                href={href}
                aria-current={isCurrentTab(pathname, href) ? "page" : undefined}
                // [overflow-wrap:normal]: a label ("dashboard") is never broken inside, as the page's text may be
                className="flex min-h-14 flex-col items-center justify-center gap-1 rounded-xl px-1 text-center text-[0.6875rem] font-semibold capitalize leading-tight text-muted [overflow-wrap:normal] hover:bg-brand-50 aria-[current=page]:bg-brand-500 aria-[current=page]:text-white"
              >
                <Icon className="h-5 w-5 shrink-0" aria-hidden /> {label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <div
        {...{ [SOUND_SLOT_ATTRIBUTE]: "top" }}
        ref={registerSoundSlot}
        className="flex justify-end px-4 pt-3 empty:hidden md:hidden"
      />

      <main id="main" className={cn("min-w-0 flex-1 px-4 py-6 sm:px-8 sm:py-8", expanded && "md:w-4/5")}>
        {children}
      </main>
    </div>
  );
}
