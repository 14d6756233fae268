"use client";
import { EarlySubmitNotice, useEarlyAction } from "@/components/auth/early-submit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { switchViewer } from "@/lib/viewer/use-viewer";
import { useEffect, useTransition } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { toast } from "@/lib/ui/toast";
import { AppLink } from "@/components/ui/app-link";
import { FormField } from "@/components/ui/form-field";
import { GoogleButton } from "@/components/auth/google-button";
import { PasswordField } from "@/components/auth/password-field";
import { takeSignedUpEmail } from "@/components/auth/signed-up-email";
import { markViewerChanged } from "@/components/auth/viewer-change";
import { TOAST_MS } from "@/components/ui/toast-times";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api/client";
import { logIn } from "@/lib/accounts/queries";
import { LoginSchema, type LoginInput } from "@/lib/accounts/schemas";
import { signedInTarget } from "@/lib/auth/redirect-target";
import type { UserType } from "@/lib/auth/session-user";

const FormSchema = LoginSchema.omit({ usertype: true });

type LoginFormProps = Readonly<{ usertype: UserType; redirect: string | null; googleEnabled?: boolean }>;

/** Email and password sign-in for one kind of account; on success goes where the user was heading. */
export function LoginForm({ usertype, redirect, googleEnabled = false }: LoginFormProps) {
  const router = useRouter();
  const earlyAction = useEarlyAction();
  const form = useForm({ resolver: zodResolver(FormSchema), defaultValues: { email: "", password: "" } });
  const { errors } = form.formState;

  // Just signed up in this tab: the address is filled in and the password is what is left to type.
  useEffect(() => {
    const email = takeSignedUpEmail();
    if (!email) return;
    form.setValue("email", email);
    form.setFocus("password");
  }, [form]);

  // The auth forms' write (docs/decisions/0013): a React transition is the pending flag.
  const [signingIn, startLogin] = useTransition();
  const login = (values: LoginInput) =>
    startLogin(async () => {
      try {
        const answer = await logIn(usertype, values);
        toast.dismissErrors();
        toast.success(answer.message, { duration: TOAST_MS.login });
        // Another person now: nothing read for the previous one (the viewer, orders) may be shown, nor
        // a page the back-forward cache kept from before (components/auth/viewer-change.ts).
        switchViewer();
        markViewerChanged();
        router.replace(signedInTarget(answer.user.usertype, redirect));
        // The layouts read the session on the server: make them read the new one.
        router.refresh();
      } catch (error) {
        toast.error(errorMessage(error), { duration: TOAST_MS.login });
      }
    });

  const onInvalid = (invalid: FieldErrors<LoginInput>) => {
    const { email, password } = form.getValues();
    if (!email.trim() || !password) {
      toast.error("Hey there, you left some fields empty", { duration: TOAST_MS.blank });
    } else {
      toast.error(invalid.email?.message ?? invalid.password?.message ?? "Please check the form", {
        duration: TOAST_MS.login,
      });
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <form
        method="post"
        action={earlyAction}
        noValidate
        onSubmit={form.handleSubmit((values) => login(values), onInvalid)}
        className="flex flex-col gap-4"
        aria-label={`${usertype === "restaurant" ? "Restaurant" : "Customer"} login`}
      >
        <EarlySubmitNotice outcome="you were not signed in" />
        <FormField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <PasswordField
          id="password"
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <AppLink
          href={`/forgot-password?usertype=${usertype}`}
          className="-mt-2 self-end rounded text-sm font-semibold text-brand-600 hover:underline"
        >
          Forgot password?
        </AppLink>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={signingIn}>
          {signingIn ? "Signing In…" : "Sign In"}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs font-medium uppercase tracking-wider text-stone-500">
        <span className="h-px flex-1 bg-stone-200" /> or <span className="h-px flex-1 bg-stone-200" />
      </div>
      <GoogleButton enabled={googleEnabled && usertype === "customer"} redirectTo={redirect ?? "/"} />
    </div>
  );
}
