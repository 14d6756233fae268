"use client";
import { EarlySubmitNotice, useEarlyAction } from "@/components/auth/early-submit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTransition, type ChangeEvent } from "react";
import { useForm, type FieldErrors, type Path } from "react-hook-form";
import { toast } from "@/lib/ui/toast";
import type { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { PasswordField } from "@/components/auth/password-field";
import { rememberSignedUpEmail } from "@/components/auth/signed-up-email";
import { TOAST_MS } from "@/components/ui/toast-times";
import { Button } from "@/components/ui/button";
import { ApiError, errorMessage } from "@/lib/api/client";
import { signUpCustomer } from "@/lib/accounts/queries";
import { CustomerSignupSchema, PASSWORD_MIN } from "@/lib/accounts/schemas";

type Values = z.input<typeof CustomerSignupSchema>;
type Field = "username" | "email" | "password" | "confirmPassword";
const FIELDS: Field[] = ["username", "email", "password", "confirmPassword"];

/** /auth/signup/customer: the four fields, trimmed as typed; success leads to the login. */
export function CustomerSignupForm({ redirect }: Readonly<{ redirect: string | null }>) {
  const router = useRouter();
  const earlyAction = useEarlyAction();
  const form = useForm({
    resolver: zodResolver(CustomerSignupSchema),
    defaultValues: { username: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  // The auth forms' write (docs/decisions/0013): a React transition is the pending flag.
  const [signingUp, startSignup] = useTransition();
  const signup = (values: Values) =>
    startSignup(async () => {
      try {
        const answer = await signUpCustomer(values);
        toast.dismissErrors();
        rememberSignedUpEmail(values.email);
        toast.success(answer.message, { duration: TOAST_MS.signupSuccess });
        router.push(`/auth/login/customer${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ""}`);
      } catch (error) {
        if (error instanceof ApiError && error.errors) {
          for (const [field, messages] of Object.entries(error.errors)) {
            if (FIELDS.includes(field as Field)) form.setError(field as Path<Values>, { message: messages[0] });
          }
        }
        toast.error(errorMessage(error));
      }
    });

  const onInvalid = (invalid: FieldErrors<Values>) => {
    const values = form.getValues();
    if (FIELDS.some((field) => !values[field])) {
      toast.error("Hey there, you left some fields empty", { duration: TOAST_MS.blank });
    } else if (values.password !== values.confirmPassword) {
      toast.error("Passwords are not matching", { duration: TOAST_MS.blank });
    } else {
      const first = FIELDS.map((field) => invalid[field]?.message).find(Boolean);
      toast.error(first ?? "Please check the form");
    }
  };

  // The spec trims every value as it is typed.
  const trimmed = (field: Field) => {
    const registered = form.register(field);
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = event.target.value.trim();
        return registered.onChange(event);
      },
    };
  };

  return (
    <form
      method="post"
      action={earlyAction}
      noValidate
      aria-label="Customer sign up"
      onSubmit={form.handleSubmit((values) => signup(values), onInvalid)}
      className="flex flex-col gap-4"
    >
      <EarlySubmitNotice outcome="your account was not created" />
      <FormField
        id="username"
        label="Username"
        autoComplete="username"
        placeholder="What should we call you?"
        error={errors.username?.message}
        {...trimmed("username")}
      />
      <FormField
        id="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...trimmed("email")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          id="password"
          label="Password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters`}
          error={errors.password?.message}
          {...trimmed("password")}
        />
        <FormField
          id="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...trimmed("confirmPassword")}
        />
      </div>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={signingUp}>
        {signingUp ? "Creating account…" : "Sign Up"}
      </Button>
    </form>
  );
}
