"use client";
import { useId, useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { CharCount } from "@/components/ui/form-field";
import type { CustomerHelpAnswer, CustomerHelpThread } from "@/lib/admin/help-contract";
import { replyInHelpThread } from "@/lib/admin/help-queries";
import { CUSTOMER_HELP_WORDS, HELP_MESSAGE_MAX, HELP_REASON_LABELS } from "@/lib/admin/help-words";
import { errorMessage } from "@/lib/api/client";
import { cn } from "@/lib/ui/cn";
import { formatDateTime, formatRupees } from "@/lib/ui/format";
import { toast } from "@/lib/ui/toast";
import { textareaClasses } from "./help-request-form";

const REFUND_WORDS = {
  pending: "is on its way to your original payment method",
  refunded: "was refunded to your original payment method",
  failed: "could not be sent yet: we are trying again",
} as const;

type HelpThreadViewProps = Readonly<{
  thread: CustomerHelpThread;
  onReplied: (answer: CustomerHelpAnswer) => void;
  /** A closed thread of an order that may still ask: starts a new request. */
  onAskAgain?: () => void;
}>;

/** A help thread as its customer reads it: the messages of both sides, refunds issued in it, and a reply box. */
export function HelpThreadView({ thread, onReplied, onAskAgain }: HelpThreadViewProps) {
  return (
    <>
      <p className="text-sm text-muted">
        {HELP_REASON_LABELS[thread.reason]} ·{" "}
        <span className="font-semibold text-ink">{CUSTOMER_HELP_WORDS[thread.status]}</span>
      </p>
      <ol aria-label="Messages" className="flex flex-col gap-3">
        {thread.messages.map((message) => (
          <li
            key={message._id}
            className={cn(
              "max-w-[90%] rounded-2xl px-3.5 py-2.5 text-sm",
              message.fromSupport ? "self-start bg-brand-50 text-ink" : "self-end bg-stone-100 text-ink",
            )}
          >
            <p className="text-xs font-bold text-stone-600">
              {message.author} · <time dateTime={message.at}>{formatDateTime(message.at)}</time>
            </p>
            <p className="mt-1 whitespace-pre-wrap">{message.body}</p>
          </li>
        ))}
      </ol>
      {thread.refunds.map((refund) => (
        <p
          key={refund._id}
          className={cn(
            "rounded-xl px-3 py-2 text-sm font-medium",
            refund.state === "refunded" ? "bg-green-50 text-veg" : "bg-amber-50 text-amber-800",
          )}
        >
          A refund of {formatRupees(refund.amountPaise / 100)} {REFUND_WORDS[refund.state]}
        </p>
      ))}
      {thread.status === "closed" ? (
        <div className="flex flex-col items-start gap-3 text-sm text-muted">
          <p>This request is closed.</p>
          {onAskAgain && (
            <Button variant="outline" size="sm" onClick={onAskAgain}>
              Ask for help again
            </Button>
          )}
        </div>
      ) : (
        <ReplyForm threadId={thread._id} onReplied={onReplied} />
      )}
    </>
  );
}

function ReplyForm({
  threadId,
  onReplied,
}: Readonly<{ threadId: string; onReplied: HelpThreadViewProps["onReplied"] }>) {
  const [message, setMessage] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, startSend] = useTransition();
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setProblem("Write your reply first");
    setProblem(null);
    const sent = replyInHelpThread(threadId, message.trim());
    startSend(async () => {
      try {
        onReplied(await sent);
        setMessage("");
      } catch (error) {
        toast.error(errorMessage(error));
      }
    });
  };

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-label="Reply" className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-reply`} className="text-sm font-semibold">
        Your reply
      </label>
      <textarea
        id={`${id}-reply`}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        maxLength={HELP_MESSAGE_MAX}
        rows={3}
        aria-invalid={problem ? true : undefined}
        aria-describedby={cn(problem && `${id}-error`, `${id}-count`)}
        className={textareaClasses}
      />
      {problem && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600">
          {problem}
        </p>
      )}
      <CharCount id={`${id}-count`} count={message.length} max={HELP_MESSAGE_MAX} />
      <Button type="submit" disabled={pending} className="self-end">
        {pending ? "Sending…" : "Send"}
      </Button>
    </form>
  );
}
