"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField, selectClasses } from "@/components/ui/form-field";
import type {
  ApiRestaurantCommission,
  ApiSetting,
  ApiSettingChange,
  SettingsAnswer,
} from "@/lib/admin/settings-contract";
import {
  formatSettingValue,
  istInputToIso,
  istInputValue,
  problemsOf,
  settingValueOf,
} from "@/lib/admin/settings-format";
import { readSettings, scheduleSetting } from "@/lib/admin/settings-queries";
import { SETTING_KEYS, SETTING_LIMITS, type SettingKey } from "@/lib/admin/settings-rule";
import { formatDateTime } from "@/lib/ui/format";

// Fees and rates (issue 33, /admin/settings): each with its value now and its scheduled changes, a form to schedule
// a change from a time (IST, default now), and a restaurant's own commission, found by name. The server checks
// every bound again and names the field it refuses.

function Changes({ changes, unit }: Readonly<{ changes: ApiSettingChange[]; unit: "paise" | "bps" }>) {
  if (changes.length === 0) return <span className="text-stone-500">None</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {changes.map((c) => (
        <li key={c._id}>
          <span className="font-semibold">{formatSettingValue(c.value, unit)}</span> from{" "}
          {formatDateTime(c.effectiveFrom)}
        </li>
      ))}
    </ul>
  );
}

type Target = { key: SettingKey; restaurant: ApiRestaurantCommission | null };

function ScheduleForm({ target, onDone }: Readonly<{ target: Target; onDone: (message: string) => void }>) {
  const unit = SETTING_LIMITS[target.key].unit;
  const [value, setValue] = useState("");
  const [from, setFrom] = useState(() => istInputValue(new Date()));
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `schedule-${target.key}-${target.restaurant?.restaurantId ?? "all"}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const saved = await scheduleSetting({
        key: target.key,
        value: settingValueOf(value),
        effectiveFrom: istInputToIso(from),
        ...(target.restaurant && { restaurantId: target.restaurant.restaurantId }),
      });
      setValue("");
      onDone(saved.message);
    } catch (caught) {
      setProblem(problemsOf(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" noValidate>
      <FormField
        id={`${id}-value`}
        label={unit === "bps" ? "New rate (%)" : "New amount (₹)"}
        inputMode="decimal"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={problem?.fields.value}
        required
      />
      <FormField
        id={`${id}-from`}
        label="Effective from (IST)"
        type="datetime-local"
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        error={problem?.fields.effectiveFrom}
      />
      <Button type="submit" disabled={busy} className="h-12">
        {busy ? "Scheduling…" : "Schedule"}
      </Button>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-3">
          {problem.message}
        </p>
      )}
    </form>
  );
}

export function SettingsFees({ initial }: Readonly<{ initial: SettingsAnswer }>) {
  const [answer, setAnswer] = useState(initial);
  const [key, setKey] = useState<SettingKey>("platform_fee_paise");
  const [query, setQuery] = useState("");
  const [chosen, setChosen] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [searchProblem, setSearchProblem] = useState<string | null>(null);

  async function refresh(message?: string, q = query) {
    if (message) setStatus(message);
    try {
      setAnswer(await readSettings(q.trim() || undefined));
      setSearchProblem(null);
    } catch (caught) {
      setSearchProblem(problemsOf(caught).message);
    }
  }

  const restaurant = answer.restaurants.find((r) => r.restaurantId === chosen) ?? null;
  const setting = (k: SettingKey): ApiSetting => answer.settings.find((s) => s.key === k)!;

  return (
    <section
      aria-labelledby="fees-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <h2 id="fees-title" className="text-lg font-bold">
        Fees and rates
      </h2>
      <p role="status" className="empty:hidden rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800">
        {status}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Fees and rates now and scheduled</caption>
          <thead>
            <tr className="border-b border-stone-200">
              <th scope="col" className="px-2 py-2">
                Setting
              </th>
              <th scope="col" className="px-2 py-2">
                Now
              </th>
              <th scope="col" className="px-2 py-2">
                Scheduled
              </th>
            </tr>
          </thead>
          <tbody>
            {SETTING_KEYS.map((k) => {
              const s = setting(k);
              return (
                <tr key={k} className="border-b border-stone-100 align-top">
                  <th scope="row" className="px-2 py-2 font-semibold">
                    {s.label}
                  </th>
                  <td className="px-2 py-2">
                    {formatSettingValue(s.now, s.unit)}
                    {s.isDefault && <span className="ml-1 text-xs text-stone-500">(default)</span>}
                  </td>
                  <td className="px-2 py-2">
                    <Changes changes={s.scheduled} unit={s.unit} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-col gap-3 rounded-xl bg-stone-50 p-3">
        <h3 className="font-semibold">Schedule a change</h3>
        <label htmlFor="schedule-key" className="text-sm font-semibold">
          Setting
        </label>
        <select
          id="schedule-key"
          className={selectClasses}
          value={key}
          onChange={(e) => setKey(e.target.value as SettingKey)}
        >
          {SETTING_KEYS.map((k) => (
            <option key={k} value={k}>
              {SETTING_LIMITS[k].label}
            </option>
          ))}
        </select>
        <ScheduleForm key={key} target={{ key, restaurant: null }} onDone={(m) => void refresh(m)} />
        <p className="text-xs text-stone-600">
          Orders already placed keep their bill, commission and rider pay. A commission is 0% to 50%.
        </p>
      </div>
      <div className="flex flex-col gap-3 rounded-xl bg-stone-50 p-3">
        <h3 className="font-semibold">A restaurant&apos;s own commission</h3>
        <form
          role="search"
          method="get"
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            void refresh(undefined, query);
          }}
        >
          <FormField
            id="restaurant-search"
            label="Find a restaurant by name"
            className="flex-1"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            error={searchProblem ?? undefined}
          />
          <Button type="submit" variant="outline" className="h-12">
            Search
          </Button>
        </form>
        {answer.restaurants.length > 0 && (
          <ul className="flex flex-col gap-1 text-sm">
            {answer.restaurants.map((r) => (
              <li key={r.restaurantId}>
                <label className="flex cursor-pointer items-start gap-2 rounded-lg p-2 hover:bg-white">
                  <input
                    type="radio"
                    name="restaurant"
                    className="mt-1"
                    checked={chosen === r.restaurantId}
                    onChange={() => setChosen(r.restaurantId)}
                  />
                  <span>
                    <span className="font-semibold">{r.name}</span>, {r.city}: {formatSettingValue(r.nowBps, "bps")}{" "}
                    <span className="text-stone-500">
                      (
                      {r.source === "schedule"
                        ? "its own"
                        : r.source === "restaurant"
                          ? "its own, set before"
                          : "the marketplace's"}
                      )
                    </span>
                    {r.scheduled.length > 0 && (
                      <span className="block text-stone-600">
                        Scheduled: <Changes changes={r.scheduled} unit="bps" />
                      </span>
                    )}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {restaurant && (
          <ScheduleForm
            key={restaurant.restaurantId}
            target={{ key: "commission_bps", restaurant }}
            onDone={(m) => void refresh(`${restaurant.name}: ${m}`)}
          />
        )}
      </div>
    </section>
  );
}
