"use client";
import { useEffect, useRef, useState, useTransition, type FormEvent, type ReactNode } from "react";
import { EarlySubmitNotice, useEarlyAction } from "@/components/auth/early-submit";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { errorMessage } from "@/lib/api/client";
import { displayPhone, PHONE_NUMBER_MESSAGE, toE164 } from "@/lib/phone/number";

type PhoneCodeFormProps = Readonly<{
  /** Prefix of the inputs' ids (two of these never share a page, but a label must name one input). */
  id: string;
  /** What the number field's label and hint say. */
  numberHint: ReactNode;
  /** The submit label of the code step: "Verify", "Log in". */
  confirmLabel: string;
  confirmingLabel: string;
  /** Texts a code to the number (E.164); answers the words to show. */
  send: (phone: string) => Promise<{ message: string }>;
  /** Checks the code; throws an ApiError whose message says why not (a wrong code: the tries left). */
  confirm: (phone: string, code: string) => Promise<void>;
  /** A way out of the number step (the profile's Cancel); none on the login page. */
  onCancel?: () => void;
}>;

/**
 * A mobile number, then the 6-digit code texted to it: the profile's "add a number" and the phone
 * login share it. The number is checked here with the server's own rule (lib/phone/number.ts); every
 * refusal is shown under its field and announced.
 */
export function PhoneCodeForm({
  id,
  numberHint,
  confirmLabel,
  confirmingLabel,
  send,
  confirm,
  onCancel,
}: PhoneCodeFormProps) {
  // Pressed before the scripts run, the browser posts to this page (components/auth/early-submit.tsx).
  const earlyAction = useEarlyAction();
  const [step, setStep] = useState<"number" | "code">("number");
  const [number, setNumber] = useState("");
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [sent, setSent] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, startWork] = useTransition();
  const codeInput = useRef<HTMLInputElement | null>(null);
  const numberInput = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    (step === "code" ? codeInput : numberInput).current?.focus();
  }, [step]);

  const sendCode = (target: string) =>
    startWork(async () => {
      try {
        const answer = await send(target);
        setPhone(target);
        setSent(answer.message);
        setCode("");
        setError(null);
        setStep("code");
        codeInput.current?.focus();
      } catch (failure) {
        setError(errorMessage(failure));
      }
    });

  const onNumber = (event: FormEvent) => {
    event.preventDefault();
    const target = toE164(number);
    if (!target) return setError(PHONE_NUMBER_MESSAGE);
    sendCode(target);
  };

  const onCode = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, "");
    if (!/^[0-9]{6}$/.test(digits)) return setError("Enter the 6-digit code from the text");
    startWork(async () => {
      try {
        await confirm(phone, digits);
        setError(null);
      } catch (failure) {
        setError(errorMessage(failure));
      }
    });
  };

  if (step === "number") {
    return (
      <form
        method="post"
        action={earlyAction}
        noValidate
        onSubmit={onNumber}
        className="flex flex-col gap-4"
        aria-label="Mobile number"
      >
        <EarlySubmitNotice outcome="no code was sent" />
        <FormField
          id={`${id}-number`}
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          maxLength={30}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          error={error ?? undefined}
          hint={numberHint}
          ref={numberInput}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="lg" disabled={busy} className="max-sm:w-full">
            {busy ? "Sending…" : "Send code"}
          </Button>
          {onCancel && (
            <Button type="button" variant="ghost" size="lg" onClick={onCancel} className="max-sm:w-full">
              Cancel
            </Button>
          )}
        </div>
      </form>
    );
  }

  return (
    <form
      method="post"
      action={earlyAction}
      noValidate
      onSubmit={onCode}
      className="flex flex-col gap-4"
      aria-label="Code from the text"
    >
      <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
        {sent}
      </p>
      <FormField
        id={`${id}-code`}
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        placeholder="123456"
        className="max-w-xs"
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/[^0-9]/g, ""))}
        error={error ?? undefined}
        ref={codeInput}
      />
      <Button type="submit" size="lg" disabled={busy} className="max-sm:w-full sm:self-start">
        {busy ? confirmingLabel : confirmLabel}
      </Button>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <button
          type="button"
          disabled={busy}
          onClick={() => sendCode(phone)}
          className="rounded font-semibold text-brand-600 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 disabled:opacity-50"
        >
          Send a new code
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            setNumber(displayPhone(phone));
            setError(null);
            setStep("number");
          }}
          className="rounded font-semibold text-brand-600 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 disabled:opacity-50"
        >
          Use another number
        </button>
      </div>
    </form>
  );
}
