import { AppLink } from "@/components/ui/app-link";
import type { HelpInboxAnswer } from "@/lib/admin/help-contract";
import { ADMIN_HELP_WORDS, HELP_REASON_LABELS } from "@/lib/admin/help-words";
import { formatDateTime, formatRupees } from "@/lib/ui/format";

/** The help inbox's threads (issue 33): a card each, the whole card a link to the thread. */
export function HelpInbox({ threads }: Readonly<{ threads: HelpInboxAnswer["threads"] }>) {
  if (threads.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3">
      {threads.map((thread) => (
        <li key={thread._id}>
          <AppLink
            href={`/admin/help/${thread._id}`}
            className="block rounded-xl bg-white p-4 ring-1 ring-stone-200 hover:ring-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-semibold">
                {HELP_REASON_LABELS[thread.reason]} · order {thread.order.orderNumber}{" "}
                <span className="font-normal text-stone-600">({formatRupees(thread.order.totalPaise / 100)})</span>
              </p>
              <p className="text-xs text-stone-600">
                {ADMIN_HELP_WORDS[thread.status]} since{" "}
                <time dateTime={thread.updatedAt}>{formatDateTime(thread.updatedAt)}</time>
              </p>
            </div>
            <p className="mt-1 text-sm text-stone-700">
              {thread.customer.username} <span className="text-stone-500">({thread.customer.email})</span> ·{" "}
              {thread.restaurant.name}
            </p>
            {thread.lastMessage && (
              <p className="mt-2 line-clamp-2 text-sm text-stone-600">
                <span className="font-semibold">{thread.lastMessage.fromSupport ? "Support" : "Customer"}:</span>{" "}
                {thread.lastMessage.body}
              </p>
            )}
            <p className="mt-1 text-xs text-stone-500">
              {thread.messageCount} {thread.messageCount === 1 ? "message" : "messages"}
            </p>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
