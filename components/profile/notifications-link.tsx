import { AppLink } from "@/components/ui/app-link";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

/** Profile's way to the customer's message preferences (/account/notifications). */
export function NotificationsLink() {
  return (
    <section
      aria-labelledby="notifications-heading"
      className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
    >
      <div>
        <h2 id="notifications-heading" className="text-lg font-bold">
          Notifications
        </h2>
        <p className="text-sm text-muted">Order updates and offers: by email, push or text message.</p>
      </div>
      <AppLink href="/account/notifications" className={buttonClasses("outline")}>
        <Icon name="bell" className="h-4 w-4" /> Choose notifications
      </AppLink>
    </section>
  );
}
