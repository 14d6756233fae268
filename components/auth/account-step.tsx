"use client";
import { EarlySubmitNotice, useEarlyAction } from "@/components/auth/early-submit";
import { ArrowRight } from "lucide-react";
import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { toast } from "@/lib/ui/toast";
import type { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { PasswordField } from "@/components/auth/password-field";
import type { AccountStepSchema, AccountStepValues } from "@/components/auth/restaurant-signup-schemas";
import { Button } from "@/components/ui/button";
import { PASSWORD_MIN } from "@/lib/accounts/schemas";

type AccountForm = UseFormReturn<AccountStepValues, unknown, z.output<typeof AccountStepSchema>>;
const FIELDS = ["username", "email", "password", "confirmPassword"] as const;

/** Step 1 of the restaurant sign-up: the owner's login. Next only when it is valid. */
export function AccountStep({
  form,
  onNext,
}: Readonly<{ form: AccountForm; onNext: (values: z.output<typeof AccountStepSchema>) => void }>) {
  const earlyAction = useEarlyAction();
  const { errors } = form.formState;

  const onInvalid = (invalid: FieldErrors<AccountStepValues>) => {
    const values = form.getValues();
    if (FIELDS.some((field) => !values[field]?.trim())) {
      toast.error("All fileds must be filled");
    } else if (values.password !== values.confirmPassword) {
      toast.error("Passwords do not match");
    } else {
      toast.error(FIELDS.map((f) => invalid[f]?.message).find(Boolean) ?? "Please check the form");
    }
  };

  return (
    <form
      method="post"
      action={earlyAction}
      noValidate
      aria-label="Account details"
      onSubmit={form.handleSubmit((values) => {
        // The first step is done: its complaints would otherwise stand beside the next step's.
        toast.dismissErrors();
        onNext(values);
      }, onInvalid)}
      className="flex flex-col gap-4"
    >
      <EarlySubmitNotice outcome="nothing was saved" />
      <FormField
        id="username"
        label="Username"
        autoComplete="username"
        error={errors.username?.message}
        {...form.register("username")}
      />
      <FormField
        id="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="owner@restaurant.in"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          id="password"
          label="Password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters`}
          error={errors.password?.message}
          {...form.register("password")}
        />
        <FormField
          id="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
        />
      </div>
      <Button type="submit" size="lg" className="mt-2 w-full sm:ml-auto sm:w-auto">
        Next <ArrowRight className="h-5 w-5" aria-hidden />
      </Button>
    </form>
  );
}
