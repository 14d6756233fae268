"use client";
import { useMutation } from "@tanstack/react-query";
import { appQueryClient } from "@/lib/query/client";
import { Check, Pencil } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "@/lib/ui/toast";
import { FormField } from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api/client";
import { updateEmail } from "@/lib/accounts/queries";
import type { UserType } from "@/lib/auth/session-user";

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

type EmailEditorProps = Readonly<{ username: string; email: string; usertype: UserType }>;

/** The profile email: read-only until Edit, sent on Save only when it really changed. */
export function EmailEditor({ username, email, usertype }: EmailEditorProps) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [stored, setStored] = useState(email);
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

  const save = useMutation(
    {
      mutationFn: (next: string) => updateEmail(usertype, { username, email: next }),
      onSuccess: (answer, next) => {
        toast.success(answer.message);
        setStored(next);
        finish(next);
        router.refresh();
      },
      // Taken or refused: stay in editing so the user can correct it.
      onError: (error) => toast.error(errorMessage(error)),
    },
    appQueryClient(),
  );

  const onValid = ({ email: next }: EmailValues) => {
    if (next === stored.toLowerCase()) finish(stored);
    else save.mutate(next);
  };
  // The spec: an email without a valid shape is refused and the stored one comes back.
  const onInvalid = () => {
    toast.error("Email should be valid");
    finish(stored);
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <FormField
        id="profile-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        readOnly={!editing}
        className="flex-1"
        {...registered}
        ref={(element) => {
          registered.ref(element);
          input.current = element;
        }}
      />
      {editing ? (
        <Button key="save" type="submit" size="lg" disabled={save.isPending} className="sm:w-32">
          <Check className="h-5 w-5" aria-hidden /> {save.isPending ? "Saving…" : "Save"}
        </Button>
      ) : (
        <Button
          key="edit"
          variant="outline"
          size="lg"
          className="sm:w-32"
          onClick={(event) => {
            // React swaps this button for Save before the click's default action runs; without
            // this the browser would then submit the form as if Save had been pressed.
            event.preventDefault();
            setEditing(true);
          }}
        >
          <Pencil className="h-4 w-4" aria-hidden /> Edit
        </Button>
      )}
    </form>
  );
}
