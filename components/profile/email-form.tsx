"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { Icon } from "@/components/ui/icon";
import { useForm, type Resolver } from "react-hook-form";
import { EditEmailButton, EmailField } from "@/components/profile/email-field";
import { Button } from "@/components/ui/button";
import { EMAIL_INPUT } from "@/components/profile/email-input";
import { FormField } from "@/components/ui/form-field";
import { PasswordField } from "@/components/auth/password-field";
import { TOAST_MS } from "@/components/ui/toast-times";
import { ApiError } from "@/lib/api/client";
import { serverSubmit } from "@/components/ui/server-form";
import { updateEmail } from "@/lib/accounts/queries";
import type { UserType } from "@/lib/auth/session-user";
import { toast } from "@/lib/ui/toast";

type EmailValues = { email: string };

/**
 * The server's own email rule (lib/accounts/schemas.ts, zod: about 30 kB gzip), fetched when the
 * editor opens rather than with the profile page, which most visits only read.
 */
let rules: Promise<Resolver<EmailValues>> | undefined;
const loadRules = () =>
  (rules ??= Promise.all([import("@hookform/resolvers/zod"), import("@/lib/accounts/schemas")]).then(
    ([{ zodResolver }, { UpdateEmailSchema }]) => zodResolver(UpdateEmailSchema.pick({ email: true })),
  ));
const emailRules: Resolver<EmailValues> = async (values, context, options) =>
  (await loadRules())(values, context, options);

type EmailFormProps = Readonly<{
  username: string;
  email: string;
  usertype: UserType;
  /** After a change was asked for: the editor closes onto the email the account still has. */
  onSaved: () => void;
}>;

/**
 * The profile email's editor (react-hook-form), loaded by EmailEditor on the first Edit and opened
 * in editing; read-only again after Save, and sends only an email that really changed.
 */
export function EmailForm({ username, email, usertype, onSaved }: EmailFormProps) {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [editing, setEditing] = useState(true);
  const stored = email;
  const input = useRef<HTMLInputElement | null>(null);
  const form = useForm<EmailValues>({ resolver: emailRules, defaultValues: { email } });
  const registered = form.register("email");

  useEffect(() => {
    if (!editing) return;
    input.current?.focus();
    void loadRules();
  }, [editing]);

  const finish = (value: string) => {
    form.reset({ email: value });
    setEditing(false);
  };

  // Asked for once the server says the login is too old to change the email without it (403 naming `password`).
  const [password, setPassword] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const passwordInput = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (password === "") passwordInput.current?.focus();
  }, [password]);

  // The customer pages' write (docs/decisions/0013): a transition is the pending flag.
  const [saving, startSave] = useTransition();
  const submit = serverSubmit({
    setError: form.setError,
    pathOf: (field) => (field === "email" ? "email" : null),
    save: async (next: string) => {
      try {
        return await updateEmail(usertype, { username, email: next, ...(password ? { password } : {}) });
      } catch (error) {
        const needed = error instanceof ApiError ? error.errors?.password?.[0] : undefined;
        if (needed) {
          setPassword((held) => held ?? "");
          setPasswordError(password ? needed : undefined);
        }
        throw error;
      }
    },
    // Nothing changes until the link mailed to the new address is followed, so the editor closes onto
    // the email the account still has, and the toast says where to look.
    onSaved: (answer) => {
      toast.success(answer.message, { duration: TOAST_MS.signupSuccess });
      setPassword(null);
      setPasswordError(undefined);
      startRefresh(() => {
        router.refresh();
        onSaved();
      });
    },
  });
  const save = (next: string) => startSave(() => submit(next));

  const onValid = ({ email: next }: EmailValues) => {
    if (next === stored.toLowerCase()) finish(stored);
    else save(next);
  };
  // The spec: an email without a valid shape is refused and the stored one comes back.
  const onInvalid = () => {
    toast.error("Email should be valid");
    finish(stored);
  };

  const emailInput = (
    <FormField
      {...EMAIL_INPUT}
      readOnly={!editing}
      {...registered}
      ref={(element) => {
        registered.ref(element);
        input.current = element;
      }}
    />
  );
  return (
    <EmailField
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      field={
        password === null ? (
          emailInput
        ) : (
          <div className="flex flex-1 flex-col gap-3">
            {emailInput}
            <PasswordField
              id="profile-email-password"
              label="Current password"
              autoComplete="current-password"
              hint="Your login is more than 10 minutes old: enter your password to change the email."
              error={passwordError}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              ref={passwordInput}
            />
          </div>
        )
      }
    >
      {editing ? (
        <Button type="submit" size="lg" disabled={saving || refreshing} className="sm:w-32">
          <Icon name="check" className="h-5 w-5" /> {saving || refreshing ? "Saving…" : "Save"}
        </Button>
      ) : (
        <EditEmailButton onEdit={() => setEditing(true)} />
      )}
    </EmailField>
  );
}
