"use client";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { lazyClient } from "@/components/ui/lazy-client";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { errorMessage } from "@/lib/api/client";
import { displayPhone } from "@/lib/phone/number";
import { removePhoneNumber, sendPhoneCode, verifyPhoneCode } from "@/lib/phone/queries";
import { toast } from "@/lib/ui/toast";

// The number-and-code form is fetched when the customer first adds or changes a number (or points at the
// button, a moment before), not with the profile page, which most visits only read (bench/budgets.json).
const loadForm = () => import("@/components/auth/phone-code-form").then((m) => m.PhoneCodeForm);
const PhoneCodeForm = lazyClient(loadForm, <p className="text-sm text-muted">Loading…</p>);

/**
 * Profile's "Mobile number": add one (number, then the texted code), see it verified, change it (the
 * same two steps; the old number stays until the new one is proved) or remove it (asked first).
 */
export function PhoneSection({ phone: stored }: Readonly<{ phone: string | null }>) {
  const router = useRouter();
  const [phone, setPhone] = useState(stored);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [removing, startRemove] = useTransition();

  const remove = () =>
    startRemove(async () => {
      try {
        const answer = await removePhoneNumber();
        setPhone(null);
        setAsking(false);
        toast.success(answer.message);
        router.refresh();
      } catch (failure) {
        toast.error(errorMessage(failure));
      }
    });

  return (
    <section
      aria-labelledby="phone-heading"
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
    >
      <h2 id="phone-heading" className="text-lg font-bold">
        Mobile number
      </h2>
      <p className="text-sm text-muted">Log in with a code texted to your phone instead of your password.</p>
      <div className="mt-5">
        {editing ? (
          <PhoneCodeForm
            id="profile-phone"
            numberHint={
              phone
                ? `Your current number, ${displayPhone(phone)}, stays until the new one is verified.`
                : "Indian mobile numbers. We will text it a 6-digit code."
            }
            confirmLabel="Verify"
            confirmingLabel="Verifying…"
            send={(next) => sendPhoneCode({ phone: next })}
            confirm={async (next, code) => {
              const answer = await verifyPhoneCode({ phone: next, code });
              setPhone(answer.phone);
              setEditing(false);
              toast.success(answer.message);
              router.refresh();
            }}
            onCancel={() => setEditing(false)}
          />
        ) : phone ? (
          <div className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex flex-wrap items-center gap-2">
              <span className="text-base font-semibold tabular-nums" data-testid="profile-phone-number">
                {displayPhone(phone)}
              </span>
              <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-700">
                <Icon name="circle-check" className="h-3.5 w-3.5" /> Verified
              </span>
            </p>
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => setEditing(true)}
                onPointerEnter={() => void loadForm()}
                onFocus={() => void loadForm()}
                aria-label="Change mobile number"
              >
                <Icon name="pencil" className="h-4 w-4" /> Change
              </Button>
              <Button variant="danger" size="sm" onClick={() => setAsking(true)} aria-label="Remove mobile number">
                <Icon name="x" className="h-4 w-4" /> Remove
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-3 rounded-xl bg-stone-50 px-4 py-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-2 text-sm text-muted">
              <Icon name="message-square-text" className="h-5 w-5 shrink-0" /> No mobile number yet.
            </p>
            <Button
              variant="outline"
              onClick={() => setEditing(true)}
              onPointerEnter={() => void loadForm()}
              onFocus={() => void loadForm()}
            >
              <Icon name="plus" className="h-4 w-4" /> Add mobile number
            </Button>
          </div>
        )}
      </div>
      <LazyConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Remove your mobile number?"
        description={
          phone
            ? `You will no longer be able to log in with a code texted to ${displayPhone(phone)}.`
            : "You will no longer be able to log in with a texted code."
        }
        confirmLabel="Remove"
        busy={removing}
        onConfirm={remove}
      />
    </section>
  );
}
