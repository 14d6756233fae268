"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField, selectClasses } from "@/components/ui/form-field";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { istInputToIso, problemsOf, settingValueOf } from "@/lib/admin/settings-format";
import { createCoupon, deactivateCoupon } from "@/lib/admin/settings-queries";
import type { ApiOffer } from "@/lib/offers/contract";
import { formatDateTime } from "@/lib/ui/format";

// The platform's coupons (issue 33, /admin/settings): the list with status and uses, a form for a new one (the
// owner's offer rules, a code always), and deactivating one after a question. Errors show by their field.

type Form = {
  code: string;
  title: string;
  kind: "percent" | "flat";
  amount: string;
  minOrder: string;
  maxDiscount: string;
  validUntil: string;
  totalUses: string;
  firstOrderOnly: boolean;
};
const EMPTY: Form = {
  code: "",
  title: "",
  kind: "percent",
  amount: "",
  minOrder: "",
  maxDiscount: "",
  validUntil: "",
  totalUses: "",
  firstOrderOnly: false,
};

const paiseOrNull = (text: string) => (text.trim() === "" ? null : settingValueOf(text));

export function SettingsCoupons({ initial }: Readonly<{ initial: ApiOffer[] }>) {
  const [coupons, setCoupons] = useState(initial);
  const [form, setForm] = useState<Form>(EMPTY);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [ending, setEnding] = useState<ApiOffer | null>(null);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFields({});
    try {
      // Percent to basis points, or rupees to paise: both a hundred times what is typed.
      const amount = settingValueOf(form.amount);
      const saved = await createCoupon({
        code: form.code,
        title: form.title,
        percentBps: form.kind === "percent" ? amount : null,
        flatPaise: form.kind === "flat" ? amount : null,
        minOrderPaise: paiseOrNull(form.minOrder) ?? 0,
        maxDiscountPaise: paiseOrNull(form.maxDiscount),
        validUntil: istInputToIso(form.validUntil) ?? null,
        totalUses: form.totalUses.trim() === "" ? null : Number(form.totalUses),
        firstOrderOnly: form.firstOrderOnly,
      });
      setCoupons((list) => [saved.offer, ...list]);
      setForm(EMPTY);
      setStatus(`Created ${saved.offer.code}: ${saved.offer.badge}`);
    } catch (caught) {
      const problem = problemsOf(caught);
      setFields({ ...problem.fields, amount: problem.fields.percentBps ?? problem.fields.flatPaise ?? "" });
      setStatus(problem.message);
    } finally {
      setBusy(false);
    }
  }

  async function end() {
    if (!ending) return;
    setBusy(true);
    try {
      const saved = await deactivateCoupon(ending._id);
      setCoupons((list) => list.map((c) => (c._id === ending._id ? saved.offer : c)));
      setStatus(`Deactivated ${ending.code}`);
    } catch (caught) {
      setStatus(problemsOf(caught).message);
    } finally {
      setBusy(false);
      setEnding(null);
    }
  }

  return (
    <section
      aria-labelledby="coupons-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <h2 id="coupons-title" className="text-lg font-bold">
        Platform coupons
      </h2>
      <p className="text-sm text-stone-600">
        Any restaurant&apos;s customers may use them; the platform pays the discount.
      </p>
      <p role="status" className="empty:hidden rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800">
        {status}
      </p>
      {coupons.length === 0 ? (
        <p className="text-sm text-stone-500">No platform coupons yet.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {coupons.map((c) => (
            <li key={c._id} className="flex items-start justify-between gap-3 rounded-xl p-3 ring-1 ring-stone-200">
              <div className="min-w-0 text-sm">
                <p className="font-mono font-bold">{c.code}</p>
                <p>
                  {c.title}: {c.badge}
                </p>
                <p className="text-stone-600">
                  {c.status.replace("_", " ")} · used {c.usedCount}
                  {c.totalUses !== null && ` of ${c.totalUses}`}
                  {c.validUntil && ` · until ${formatDateTime(c.validUntil)}`}
                </p>
              </div>
              {c.active && (
                <Button variant="danger" size="sm" onClick={() => setEnding(c)} aria-label={`Deactivate ${c.code}`}>
                  Deactivate
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form method="post" onSubmit={submit} noValidate className="grid gap-3 rounded-xl bg-stone-50 p-3 sm:grid-cols-2">
        <h3 className="font-semibold sm:col-span-2">New coupon</h3>
        <FormField
          id="coupon-code"
          label="Code"
          value={form.code}
          onChange={(e) => set("code", e.target.value)}
          error={fields.code}
          maxLength={20}
          required
        />
        <FormField
          id="coupon-title"
          label="Title"
          value={form.title}
          onChange={(e) => set("title", e.target.value)}
          error={fields.title}
          maxLength={60}
          required
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="coupon-kind" className="text-sm font-semibold">
            Discount
          </label>
          <select
            id="coupon-kind"
            className={selectClasses}
            value={form.kind}
            onChange={(e) => set("kind", e.target.value as Form["kind"])}
          >
            <option value="percent">Percent off the food</option>
            <option value="flat">Rupees off</option>
          </select>
        </div>
        <FormField
          id="coupon-amount"
          label={form.kind === "percent" ? "Percent" : "Rupees"}
          inputMode="decimal"
          value={form.amount}
          onChange={(e) => set("amount", e.target.value)}
          error={fields.amount || undefined}
          required
        />
        <FormField
          id="coupon-min"
          label="Least food total (₹)"
          inputMode="decimal"
          value={form.minOrder}
          onChange={(e) => set("minOrder", e.target.value)}
          error={fields.minOrderPaise}
        />
        <FormField
          id="coupon-max"
          label="Most it takes off (₹)"
          inputMode="decimal"
          value={form.maxDiscount}
          onChange={(e) => set("maxDiscount", e.target.value)}
          error={fields.maxDiscountPaise}
        />
        <FormField
          id="coupon-until"
          label="Valid until (IST)"
          type="datetime-local"
          value={form.validUntil}
          onChange={(e) => set("validUntil", e.target.value)}
          error={fields.validUntil}
        />
        <FormField
          id="coupon-uses"
          label="Uses in all"
          inputMode="numeric"
          value={form.totalUses}
          onChange={(e) => set("totalUses", e.target.value)}
          error={fields.totalUses}
        />
        <label className="flex items-center gap-2 text-sm font-semibold sm:col-span-2">
          <input
            type="checkbox"
            checked={form.firstOrderOnly}
            onChange={(e) => set("firstOrderOnly", e.target.checked)}
          />
          First order only
        </label>
        <Button type="submit" disabled={busy} className="sm:col-span-2 sm:justify-self-start">
          {busy ? "Creating…" : "Create coupon"}
        </Button>
      </form>
      <LazyConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={`Deactivate ${ending?.code ?? "this coupon"}?`}
        description="Customers can no longer use it. Orders that had it keep their discount."
        confirmLabel="Deactivate"
        busy={busy}
        onConfirm={() => void end()}
      />
    </section>
  );
}
