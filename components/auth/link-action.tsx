"use client";
import { useState, useTransition } from "react";
import { LinkNotice } from "@/components/auth/link-notice";
import { useLinkToken } from "@/components/auth/link-token";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api/client";
import { spendLinkToken, type TokenCall } from "@/lib/accounts/queries";
import { toast } from "@/lib/ui/toast";

type LinkActionProps = Readonly<{
  call: TokenCall;
  /** The button's words: the one thing the link does. */
  label: string;
  /** Where to go once done, and the link's words. */
  next: { href: string; label: string };
}>;

/**
 * The button of a page a mailed link opens (confirm an address, confirm or undo an email change). The
 * link only opens the page: mail scanners open links too, so nothing happens until the person presses.
 */
export function LinkAction({ call, label, next }: LinkActionProps) {
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<{ tone: "ok" | "error"; message: string } | null>(null);
  const [working, startWork] = useTransition();

  const act = () =>
    startWork(async () => {
      if (!token) return;
      try {
        const answer = await spendLinkToken(call, token);
        toast.dismissErrors();
        toast.success(answer.message);
        setOutcome({ tone: "ok", message: answer.message });
      } catch (error) {
        const message = errorMessage(error);
        toast.error(message);
        setOutcome({ tone: "error", message });
      }
    });

  return (
    <div className="flex flex-col gap-4">
      {token === null && <LinkNotice tone="error">This link is incomplete. Open it from the mail again.</LinkNotice>}
      {outcome && <LinkNotice tone={outcome.tone}>{outcome.message}</LinkNotice>}
      {outcome ? (
        <AppLink href={next.href} className="self-start font-semibold text-brand-600 hover:underline">
          {next.label}
        </AppLink>
      ) : (
        <Button size="lg" className="w-full" onClick={act} disabled={working || !token}>
          {working ? "One moment…" : label}
        </Button>
      )}
    </div>
  );
}
