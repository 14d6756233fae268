import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { HelpOrderSummary, HelpThreadMessages } from "@/components/admin/help-thread";
import { HelpReplyForm } from "@/components/admin/help-reply-form";
import { AppLink } from "@/components/ui/app-link";
import { adminHelpThread } from "@/lib/admin/help-admin";
import { HelpThreadIdSchema } from "@/lib/admin/help-schemas";
import { ADMIN_HELP_WORDS, HELP_REASON_LABELS } from "@/lib/admin/help-words";
import { getSessionUser } from "@/lib/auth/session";
import { AppError } from "@/lib/http/errors";

export const metadata: Metadata = { title: "Help request" };

type Props = Readonly<{ params: Promise<{ id: string }> }>;

/** /admin/help/[id]: one help thread, its order's summary (paid, refunded, a link to the order) and the reply form. */
export default async function HelpThreadPage({ params }: Props) {
  const user = await getSessionUser();
  if (user?.userType !== "admin") redirect("/auth/login/admin?redirect=%2Fadmin%2Fhelp");
  const parsed = HelpThreadIdSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const thread = await adminHelpThread(user, parsed.data.id).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  return (
    <div className="flex flex-col gap-4">
      <p>
        <AppLink
          href={`/admin/help?status=${thread.status}`}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          ← {ADMIN_HELP_WORDS[thread.status]}
        </AppLink>
      </p>
      <h1 className="text-2xl font-bold">
        {HELP_REASON_LABELS[thread.reason]}: order {thread.order.orderNumber}
      </h1>
      <p className="text-sm text-stone-600">
        {ADMIN_HELP_WORDS[thread.status]} · {thread.customer.username} ({thread.customer.email})
      </p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="help-messages" className="flex flex-col gap-4">
          <h2 id="help-messages" className="sr-only">
            Messages
          </h2>
          <HelpThreadMessages thread={thread} />
          {thread.status === "closed" ? (
            <p className="rounded-xl bg-stone-100 px-4 py-3 text-sm text-stone-700">
              This request is closed: it takes no more answers. The customer can ask again from the order.
            </p>
          ) : (
            <HelpReplyForm threadId={thread._id} refundablePaise={thread.order.refundablePaise} />
          )}
        </section>
        <HelpOrderSummary thread={thread} />
      </div>
    </div>
  );
}
