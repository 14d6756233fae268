"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { EarlySubmitNotice, useEarlyAction } from "@/components/auth/early-submit";
import { LinkNotice } from "@/components/auth/link-notice";
import { useLinkToken } from "@/components/auth/link-token";
import { PasswordField } from "@/components/auth/password-field";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import { TOAST_MS } from "@/components/ui/toast-times";
import { ApiError, errorMessage } from "@/lib/api/client";
import { resetPassword } from "@/lib/accounts/queries";
import { NewPasswordSchema, PASSWORD_MIN } from "@/lib/accounts/schemas";
import { toast } from "@/lib/ui/toast";

type Values = z.input<typeof NewPasswordSchema>;

/**
 * /reset-password: the new password twice, under sign-up's rules. The link's token is taken out of the
 * address bar as soon as the page has read it; a used or expired link says so and offers a new one.
 */
export function ResetPasswordForm() {
  const router = useRouter();
  const earlyAction = useEarlyAction();
  const token = useLinkToken();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  const [saving, startSave] = useTransition();
  const save = (values: Values) =>
    startSave(async () => {
      if (!token) return;
      try {
        const answer = await resetPassword({ token, ...values });
        toast.dismissErrors();
        toast.success(answer.message, { duration: TOAST_MS.signupSuccess });
        router.replace(`/auth/login/${answer.usertype}`);
      } catch (error) {
        if (error instanceof ApiError && error.errors) {
          for (const [field, messages] of Object.entries(error.errors)) {
            if (field === "password" || field === "confirmPassword") form.setError(field, { message: messages[0] });
          }
        } else if (error instanceof ApiError && error.status === 400) setRefusal(error.message);
        toast.error(errorMessage(error));
      }
    });

  const incomplete = token === null;
  return (
    <form
      method="post"
      action={earlyAction}
      noValidate
      onSubmit={form.handleSubmit(save)}
      className="flex flex-col gap-4"
      aria-label="Set a new password"
    >
      <EarlySubmitNotice outcome="your password was not changed" />
      {(incomplete || refusal) && (
        <LinkNotice tone="error">
          {refusal ?? "This reset link is incomplete. Open the link from the mail again, or ask for a new one."}{" "}
          <AppLink href="/forgot-password" className="font-semibold underline">
            Ask for a new link
          </AppLink>
        </LinkNotice>
      )}
      <PasswordField
        id="new-password"
        label="New password"
        autoComplete="new-password"
        placeholder={`At least ${PASSWORD_MIN} characters`}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <PasswordField
        id="confirm-password"
        label="Confirm new password"
        autoComplete="new-password"
        placeholder="The same password again"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={saving || !token || refusal !== null}>
        {saving ? "Saving…" : "Set new password"}
      </Button>
    </form>
  );
}
