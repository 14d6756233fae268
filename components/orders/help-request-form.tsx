"use client";
import { useId, useRef, useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { CharCount } from "@/components/ui/form-field";
import type { CustomerHelpAnswer } from "@/lib/admin/help-contract";
import { startHelpRequest } from "@/lib/admin/help-queries";
import {
  HELP_FIRST_MIN,
  HELP_MESSAGE_MAX,
  HELP_REASON_LABELS,
  HELP_REASONS,
  type HelpReasonId,
} from "@/lib/admin/help-words";
import { ApiError, errorMessage } from "@/lib/api/client";
import { cn } from "@/lib/ui/cn";
import { toast } from "@/lib/ui/toast";

export const textareaClasses =
  "w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand-500 " +
  "focus:outline-none focus:ring-4 focus:ring-brand-100 aria-[invalid=true]:border-red-500";

type Problems = { reason?: string; message?: string };

/** What is wrong with the request before it is sent; the server checks the same. */
function check(reason: HelpReasonId | null, message: string): Problems {
  const problems: Problems = {};
  if (!reason) problems.reason = "Choose what went wrong";
  const length = message.trim().length;
  if (length === 0) problems.message = "Tell us what happened";
  else if (length < HELP_FIRST_MIN) problems.message = `Write at least ${HELP_FIRST_MIN} characters`;
  return problems;
}

/** A new help request: what went wrong (a radio group: arrow keys choose) and a message of 10-1000 characters. */
export function HelpRequestForm({
  orderId,
  onDone,
}: Readonly<{ orderId: string; onDone: (answer: CustomerHelpAnswer) => void }>) {
  const [reason, setReason] = useState<HelpReasonId | null>(null);
  const [message, setMessage] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const [pending, startSend] = useTransition();
  const id = useId();
  const reasons = useRef<HTMLFieldSetElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(reason, message);
    setProblems(found);
    if (found.reason) return reasons.current?.querySelector("input")?.focus();
    if (found.message || !reason) return box.current?.focus();
    const sent = startHelpRequest({ orderId, reason, message: message.trim() });
    startSend(async () => {
      try {
        onDone(await sent);
      } catch (error) {
        const fields = error instanceof ApiError ? error.errors : undefined;
        setProblems({ reason: fields?.reason?.[0], message: fields?.message?.[0] });
        toast.error(errorMessage(error));
      }
    });
  };

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-label="Ask for help" className="flex flex-col gap-4">
      <fieldset
        ref={reasons}
        aria-describedby={problems.reason ? `${id}-reason-error` : undefined}
        className="flex flex-col gap-2"
      >
        <legend className="mb-2 text-sm font-semibold">What went wrong?</legend>
        <div className="flex flex-wrap gap-2">
          {HELP_REASONS.map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setProblems((now) => ({ ...now, reason: undefined }));
                }}
                className="peer sr-only"
              />
              <span
                className={cn(
                  "inline-flex min-h-10 items-center rounded-full px-3.5 text-sm font-medium ring-1 transition-colors",
                  "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500",
                  reason === value
                    ? "bg-brand-500 text-white ring-brand-500"
                    : "bg-white text-ink ring-stone-300 hover:ring-brand-400",
                )}
              >
                {HELP_REASON_LABELS[value]}
              </span>
            </label>
          ))}
        </div>
        {problems.reason && (
          <p id={`${id}-reason-error`} className="text-xs font-medium text-red-600">
            {problems.reason}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-message`} className="text-sm font-semibold">
          Tell us what happened
        </label>
        <textarea
          id={`${id}-message`}
          ref={box}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            // a fixed message stops being called wrong as the customer types, not only at the next Send
            if (problems.message) setProblems((now) => ({ ...now, message: undefined }));
          }}
          maxLength={HELP_MESSAGE_MAX}
          rows={5}
          required
          aria-invalid={problems.message ? true : undefined}
          aria-describedby={cn(problems.message && `${id}-message-error`, `${id}-count`)}
          className={textareaClasses}
          placeholder="Which item, what was wrong, anything we should know"
        />
        {problems.message && (
          <p id={`${id}-message-error`} className="text-xs font-medium text-red-600">
            {problems.message}
          </p>
        )}
        <CharCount id={`${id}-count`} count={message.length} max={HELP_MESSAGE_MAX} />
      </div>
      <Button type="submit" disabled={pending} className="self-end">
        {pending ? "Sending…" : "Send to Thali support"}
      </Button>
    </form>
  );
}
