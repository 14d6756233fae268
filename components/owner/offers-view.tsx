"use client";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField, selectClasses } from "@/components/ui/form-field";
import { apiFetch, ApiError } from "@/lib/api/client";
import type { ApiOffer, OfferSaved, OfferStatus } from "@/lib/offers/contract";
import type { SaveOfferRequest } from "@/lib/offers/schemas";
import { readRupees } from "@/lib/money/rupees-text";

// The owner's offers (issue 31): the list with status and uses, deactivating one, and a form for a new one. The
// server checks everything again (POST /api/saveOffer answers 422 naming the field).

const STATUS: Record<OfferStatus, { label: string; className: string }> = {
  active: { label: "Active", className: "bg-green-50 text-green-800 ring-green-200" },
  scheduled: { label: "Scheduled", className: "bg-sky-50 text-sky-800 ring-sky-200" },
  expired: { label: "Expired", className: "bg-stone-100 text-stone-700 ring-stone-200" },
  used_up: { label: "Used up", className: "bg-amber-50 text-amber-900 ring-amber-200" },
  inactive: { label: "Inactive", className: "bg-stone-100 text-stone-600 ring-stone-200" },
};

/** The boxes' look without the read-only grey, which a select always matches. */

/** The form's fields that are text boxes. */
type TextKey = Exclude<keyof FormText, "kind" | "firstOrderOnly">;

type FormText = {
  title: string;
  code: string;
  kind: "percent" | "flat";
  amount: string;
  minOrder: string;
  maxDiscount: string;
  validFrom: string;
  validUntil: string;
  /** Hours of the day ("HH:MM"), both or neither. */
  startTime: string;
  endTime: string;
  usesPerCustomer: string;
  totalUses: string;
  firstOrderOnly: boolean;
};

const EMPTY: FormText = {
  title: "",
  code: "",
  kind: "percent",
  amount: "",
  minOrder: "",
  maxDiscount: "",
  validFrom: "",
  validUntil: "",
  startTime: "",
  endTime: "",
  usesPerCustomer: "",
  totalUses: "",
  firstOrderOnly: false,
};

/** Rupees typed into paise; blank: null; not an amount: NaN, which the server refuses naming the field. */
function paiseOf(text: string): number | null {
  const read = readRupees(text);
  if ("blank" in read) return null;
  return "paise" in read ? read.paise : Number.NaN;
}

const wholeOf = (text: string) => (text.trim() === "" ? null : Number(text.trim()));
const instantOf = (text: string) => (text === "" ? null : new Date(text).toISOString());

/** "13:30" as minutes after midnight; blank: null. */
function minuteOf(text: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function requestOf(form: FormText): SaveOfferRequest {
  const amount = form.kind === "percent" ? wholeOf(form.amount) : paiseOf(form.amount);
  return {
    title: form.title,
    code: form.code.trim() || null,
    percentBps: form.kind === "percent" && amount !== null ? Math.round(amount * 100) : null,
    flatPaise: form.kind === "flat" ? amount : null,
    minOrderPaise: paiseOf(form.minOrder) ?? 0,
    maxDiscountPaise: paiseOf(form.maxDiscount),
    validFrom: instantOf(form.validFrom),
    validUntil: instantOf(form.validUntil),
    startMinute: minuteOf(form.startTime),
    endMinute: minuteOf(form.endTime),
    usesPerCustomer: wholeOf(form.usesPerCustomer),
    totalUses: wholeOf(form.totalUses),
    firstOrderOnly: form.firstOrderOnly,
  };
}

/** The form's field a server error names. */
const FIELD_OF: Record<string, keyof FormText> = {
  title: "title",
  code: "code",
  percentBps: "amount",
  flatPaise: "amount",
  minOrderPaise: "minOrder",
  maxDiscountPaise: "maxDiscount",
  validFrom: "validFrom",
  validUntil: "validUntil",
  startMinute: "startTime",
  endMinute: "endTime",
  usesPerCustomer: "usesPerCustomer",
  totalUses: "totalUses",
};

export function OffersView({ initial }: Readonly<{ initial: ApiOffer[] }>) {
  const [offers, setOffers] = useState(initial);
  const [form, setForm] = useState<FormText>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof FormText, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof FormText>(key: K, value: FormText[K]) => setForm((f) => ({ ...f, [key]: value }));
  /** A text box's value, change and error, bound to the form's field `key`. */
  const bind = (key: TextKey) => ({
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
    error: errors[key],
  });

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setMessage(null);
    try {
      const saved = await apiFetch<OfferSaved>("/api/saveOffer", {
        method: "POST",
        json: requestOf(form),
        usertype: "restaurant",
      });
      setOffers((list) => [saved.offer, ...list]);
      setForm(EMPTY);
      setMessage(`Saved: ${saved.offer.title}`);
    } catch (caught) {
      if (caught instanceof ApiError) {
        const named: Partial<Record<keyof FormText, string>> = {};
        for (const [field, problems] of Object.entries(caught.errors ?? {})) {
          const key = FIELD_OF[field];
          if (key && problems[0]) named[key] ??= problems[0];
        }
        setErrors(named);
        setMessage(caught.message);
      } else {
        setMessage("The offer could not be saved. Please try again.");
      }
    } finally {
      setSaving(false);
    }
  }

  async function deactivate(offer: ApiOffer) {
    try {
      const saved = await apiFetch<OfferSaved>("/api/deleteOffer", {
        method: "POST",
        json: { _id: offer._id },
        usertype: "restaurant",
      });
      setOffers((list) => list.map((o) => (o._id === offer._id ? saved.offer : o)));
      setMessage(`Deactivated: ${offer.title}`);
    } catch (caught) {
      setMessage(caught instanceof ApiError ? caught.message : "The offer could not be deactivated.");
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <p role="status" className="empty:hidden rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800">
        {message}
      </p>
      <section aria-labelledby="offers-list" className="flex flex-col gap-3">
        <h2 id="offers-list" className="text-lg font-bold">
          Your offers
        </h2>
        {offers.length === 0 ? (
          <p className="text-sm text-muted">No offers yet. Create one below.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {offers.map((offer) => (
              <li key={offer._id} className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-bold">{offer.title}</p>
                    <p className="text-sm text-muted">
                      {offer.code ? (
                        <>
                          Coupon <span className="font-mono font-semibold text-ink">{offer.code}</span>
                        </>
                      ) : (
                        "Automatic (shown on your card)"
                      )}
                    </p>
                  </div>
                  <span
                    className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS[offer.status].className}`}
                  >
                    {STATUS[offer.status].label}
                  </span>
                </div>
                <p className="text-sm font-semibold text-brand-700">{offer.badge}</p>
                <p className="text-sm text-muted">
                  Used {offer.usedCount}
                  {offer.totalUses !== null ? ` of ${offer.totalUses}` : ""} times
                  {offer.firstOrderOnly ? " · first order only" : ""}
                  {offer.validUntil ? ` · until ${new Date(offer.validUntil).toLocaleDateString("en-IN")}` : ""}
                </p>
                {offer.active && (
                  <Button
                    variant="danger"
                    size="sm"
                    className="self-start"
                    onClick={() => void deactivate(offer)}
                    aria-label={`Deactivate ${offer.title}`}
                  >
                    Deactivate
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="offers-new" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
        <h2 id="offers-new" className="text-lg font-bold">
          New offer
        </h2>
        <form method="post" onSubmit={create} className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
          <FormField
            id="offer-title"
            label="Title"
            value={form.title}
            onChange={(e) => set("title", e.target.value)}
            maxLength={60}
            error={errors.title}
            className="sm:col-span-2"
          />
          <FormField
            id="offer-code"
            label="Coupon code (optional)"
            value={form.code}
            onChange={(e) => set("code", e.target.value.toUpperCase())}
            maxLength={20}
            hint="Leave empty for an automatic offer"
            error={errors.code}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="offer-kind" className="text-sm font-semibold text-ink">
              Discount type
            </label>
            <select
              id="offer-kind"
              value={form.kind}
              onChange={(e) => set("kind", e.target.value === "flat" ? "flat" : "percent")}
              className={selectClasses}
            >
              <option value="percent">Percent off</option>
              <option value="flat">Flat amount off (₹)</option>
            </select>
          </div>
          <FormField
            id="offer-amount"
            label={form.kind === "percent" ? "Percent off (1-100)" : "Amount off (₹)"}
            inputMode="decimal"
            {...bind("amount")}
          />
          <FormField
            id="offer-max"
            label="Maximum discount (₹, optional)"
            inputMode="decimal"
            {...bind("maxDiscount")}
          />
          <FormField id="offer-min" label="Minimum order (₹)" inputMode="decimal" {...bind("minOrder")} />
          <FormField id="offer-total-uses" label="Total uses (optional)" inputMode="numeric" {...bind("totalUses")} />
          <FormField
            id="offer-uses-per-customer"
            label="Uses per customer (optional)"
            inputMode="numeric"
            {...bind("usesPerCustomer")}
          />
          <FormField id="offer-from" label="Valid from (optional)" type="datetime-local" {...bind("validFrom")} />
          <FormField id="offer-until" label="Valid until (optional)" type="datetime-local" {...bind("validUntil")} />
          <FormField
            id="offer-start-time"
            label="Daily from (optional)"
            type="time"
            hint="Your restaurant's time; leave both empty for all day"
            {...bind("startTime")}
          />
          <FormField id="offer-end-time" label="Daily until (optional)" type="time" {...bind("endTime")} />
          <label className="flex items-center gap-2 text-sm font-semibold sm:col-span-2">
            <input
              type="checkbox"
              checked={form.firstOrderOnly}
              onChange={(e) => set("firstOrderOnly", e.target.checked)}
              className="h-5 w-5 accent-brand-500"
            />
            First order only
          </label>
          <Button type="submit" size="lg" disabled={saving} className="sm:col-span-2 sm:justify-self-start">
            {saving ? "Saving…" : "Create offer"}
          </Button>
        </form>
      </section>
    </div>
  );
}
