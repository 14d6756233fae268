import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { HelpInbox } from "@/components/admin/help-inbox";
import { AppLink } from "@/components/ui/app-link";
import { helpInbox } from "@/lib/admin/help-admin";
import { HelpInboxQuerySchema } from "@/lib/admin/help-schemas";
import { ADMIN_HELP_WORDS, HELP_STATUSES } from "@/lib/admin/help-words";
import { getSessionUser } from "@/lib/auth/session";
import { firstParam, type SearchParamValue } from "@/lib/http/search-params";
import { cn } from "@/lib/ui/cn";

export const metadata: Metadata = { title: "Help" };

type Props = Readonly<{ searchParams: Promise<Record<string, SearchParamValue>> }>;

/** /admin/help: customers' help requests by status (waiting for us first), the longest waiting at the top. */
export default async function HelpInboxPage({ searchParams }: Props) {
  const user = await getSessionUser();
  if (user?.userType !== "admin") redirect("/auth/login/admin?redirect=%2Fadmin%2Fhelp");
  const parsed = HelpInboxQuerySchema.safeParse({ status: firstParam((await searchParams).status) || undefined });
  const status = parsed.success ? parsed.data.status : "open";
  const inbox = await helpInbox(user, { status });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Help requests</h1>
      <nav aria-label="Help requests by status">
        <ul className="flex flex-wrap gap-2">
          {HELP_STATUSES.map((tab) => (
            <li key={tab}>
              <AppLink
                href={`/admin/help?status=${tab}`}
                aria-current={tab === status ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  tab === status
                    ? "bg-stone-900 text-white ring-stone-900"
                    : "bg-white text-stone-700 ring-stone-300 hover:ring-stone-500",
                )}
              >
                {ADMIN_HELP_WORDS[tab]}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className="text-sm text-stone-600">
        {inbox.total === 0
          ? "Nothing here."
          : `${inbox.total} ${inbox.total === 1 ? "request" : "requests"}${inbox.total > inbox.threads.length ? `, the first ${inbox.threads.length} shown` : ""}${status === "closed" ? ", the latest first" : ", the longest waiting first"}.`}
      </p>
      <HelpInbox threads={inbox.threads} />
    </div>
  );
}
