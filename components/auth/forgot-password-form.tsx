"use client";
import { useState, useTransition } from "react";
import { LinkNotice } from "@/components/auth/link-notice";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { errorMessage } from "@/lib/api/client";
import { forgotPassword } from "@/lib/accounts/queries";
import type { UserType } from "@/lib/auth/session-user";
import { toast } from "@/lib/ui/toast";

/**
 * "Forgot password?": the email of the account; the answer is the same whether one uses it (the server
 * never tells), so the page says what will happen if it does.
 */
export function ForgotPasswordForm({ usertype }: Readonly<{ usertype: UserType }>) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  // The auth forms' write (docs/decisions/0013): a React transition is the pending flag.
  const [sending, startSend] = useTransition();

  const send = () =>
    startSend(async () => {
      if (!email.trim()) {
        setError("Enter the email of your account");
        return;
      }
      try {
        const answer = await forgotPassword({ email, usertype });
        toast.dismissErrors();
        setError(null);
        setSent(answer.message);
      } catch (failure) {
        const message = errorMessage(failure);
        setError(message);
        toast.error(message);
      }
    });

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      className="flex flex-col gap-4"
      aria-label="Forgot password"
    >
      {sent && <LinkNotice tone="ok">{sent}</LinkNotice>}
      <FormField
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        value={email}
        error={error ?? undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={sending}>
        {sending ? "Sending…" : sent ? "Send another link" : "Send me a reset link"}
      </Button>
    </form>
  );
}
