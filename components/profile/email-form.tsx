"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { Icon } from "@/components/ui/icon";
import { useForm, type Resolver } from "react-hook-form";
import { EditEmailButton, EmailField } from "@/components/profile/email-field";
import { Button } from "@/components/ui/button";
import { EMAIL_INPUT } from "@/components/profile/email-input";
import { FormField } from "@/components/ui/form-field";
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
  /** After a change: the editor closes onto the email the server now holds (it may not have taken it). */
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

  // The customer pages' write (docs/decisions/0013): a transition is the pending flag.
  const [saving, startSave] = useTransition();
  const submit = serverSubmit({
    setError: form.setError,
    pathOf: (field) => (field === "email" ? "email" : null),
    save: (next: string) => updateEmail(usertype, { username, email: next }),
    // The answer is the same whether the address was free or another account's (docs/accounts.md), so
    // the page shows what the server now holds: the refresh and the close land together, no flash.
    // Taken or refused: the editor stays open so the user can correct it.
    onSaved: (answer) => {
      toast.success(answer.message);
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

  return (
    <EmailField
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      field={
        <FormField
          {...EMAIL_INPUT}
          readOnly={!editing}
          {...registered}
          ref={(element) => {
            registered.ref(element);
            input.current = element;
          }}
        />
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
