"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import type { ApiCity, CitiesAnswer } from "@/lib/admin/cities-schemas";
import { istInputToIso, istInputValue, problemsOf } from "@/lib/admin/settings-format";
import { saveCity } from "@/lib/admin/settings-queries";
import { formatDateTime } from "@/lib/ui/format";

// The cities the marketplace serves (issue 33, /admin/settings): the list with each city's PIN codes and state, a
// form to add or change one (by name), and switching one off or on from a time. Once any city is listed and in
// effect, checkouts to an address elsewhere are refused.

type Form = { name: string; state: string; pincodes: string; from: string };

export function SettingsCities({ initial }: Readonly<{ initial: CitiesAnswer }>) {
  const [answer, setAnswer] = useState(initial);
  const [form, setForm] = useState<Form>(() => ({
    name: "",
    state: "",
    pincodes: "",
    from: istInputValue(new Date()),
  }));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // When the page was read: a switch whose time is after it is shown as scheduled.
  const [readAt] = useState(() => Date.now());
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  function keep(city: ApiCity, message: string) {
    setAnswer((a) => {
      const others = a.cities.filter((c) => c._id !== city._id);
      const cities = [...others, city].sort((x, y) => x.name.localeCompare(y.name));
      return { cities, listInForce: a.listInForce || Date.parse(city.effectiveFrom) <= Date.now() };
    });
    setStatus(message);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFields({});
    try {
      const saved = await saveCity({
        name: form.name,
        state: form.state,
        pincodes: form.pincodes,
        active: true,
        effectiveFrom: istInputToIso(form.from),
      });
      keep(saved.city, saved.message);
      setForm({ name: "", state: "", pincodes: "", from: istInputValue(new Date()) });
    } catch (caught) {
      const problem = problemsOf(caught);
      setFields(problem.fields);
      setStatus(problem.message);
    } finally {
      setBusy(false);
    }
  }

  async function toggle(city: ApiCity) {
    setBusy(true);
    try {
      const saved = await saveCity({
        name: city.name,
        state: city.state,
        pincodes: city.pincodes,
        active: !city.active,
      });
      keep(saved.city, saved.message);
    } catch (caught) {
      setStatus(problemsOf(caught).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="cities-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <h2 id="cities-title" className="text-lg font-bold">
        Cities served
      </h2>
      <p className="text-sm text-stone-600">
        {answer.listInForce
          ? "Checkouts are taken only to these cities (and their PIN codes, where listed)."
          : "No city is listed yet: checkouts are taken everywhere. Adding a city limits them to the listed ones."}
      </p>
      <p role="status" className="empty:hidden rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800">
        {status}
      </p>
      {answer.cities.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2">
          {answer.cities.map((city) => (
            <li key={city._id} className="flex items-start justify-between gap-3 rounded-xl p-3 ring-1 ring-stone-200">
              <div className="min-w-0 text-sm">
                <p className="font-bold">
                  {city.name}, {city.state}
                </p>
                <p className="break-words text-stone-600">
                  {city.pincodes.length === 0 ? "Whole city" : `PIN codes: ${city.pincodes.join(", ")}`}
                </p>
                <p className={city.servedNow ? "text-green-800" : "text-red-700"}>
                  {city.servedNow ? "Served now" : "Not served now"}
                  {Date.parse(city.effectiveFrom) > readAt &&
                    ` · ${city.active ? "on" : "off"} from ${formatDateTime(city.effectiveFrom)}`}
                </p>
              </div>
              <Button
                variant={city.active ? "danger" : "outline"}
                size="sm"
                disabled={busy}
                onClick={() => void toggle(city)}
                aria-label={`${city.active ? "Switch off" : "Switch on"} ${city.name}`}
              >
                {city.active ? "Switch off" : "Switch on"}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form method="post" onSubmit={submit} noValidate className="grid gap-3 rounded-xl bg-stone-50 p-3 sm:grid-cols-2">
        <h3 className="font-semibold sm:col-span-2">Add or change a city</h3>
        <FormField
          id="city-name"
          label="City"
          value={form.name}
          onChange={(e) => set("name", e.target.value)}
          error={fields.name}
          required
        />
        <FormField
          id="city-state"
          label="State"
          value={form.state}
          onChange={(e) => set("state", e.target.value)}
          error={fields.state}
          required
        />
        <FormField
          id="city-pincodes"
          label="PIN codes (blank: the whole city)"
          hint="Separate them with commas or spaces."
          value={form.pincodes}
          onChange={(e) => set("pincodes", e.target.value)}
          error={fields.pincodes ?? Object.entries(fields).find(([k]) => k.startsWith("pincodes."))?.[1]}
        />
        <FormField
          id="city-from"
          label="Served from (IST)"
          type="datetime-local"
          value={form.from}
          onChange={(e) => set("from", e.target.value)}
          error={fields.effectiveFrom}
        />
        <Button type="submit" disabled={busy} className="sm:col-span-2 sm:justify-self-start">
          {busy ? "Saving…" : "Save city"}
        </Button>
      </form>
    </section>
  );
}
