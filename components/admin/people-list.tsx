import { PersonActions } from "@/components/admin/people-actions";
import { AppLink } from "@/components/ui/app-link";
import { buttonClasses } from "@/components/ui/button";
import { inputClasses, selectClasses } from "@/components/ui/form-field";
import type { AdminPeoplePage } from "@/lib/admin/orders-contract";
import type { AdminUsersQuery } from "@/lib/admin/people-schemas";
import { formatDate, formatRupees } from "@/lib/ui/format";

// The console's people (issue 33 item 3): a plain GET search form, and each account found with its type, contact,
// whether it is blocked and why, a rider's cash held, and its actions. Rendering only.

const TYPES = [
  { value: "customer", label: "Customers" },
  { value: "restaurant", label: "Restaurant owners" },
  { value: "rider", label: "Delivery partners" },
  { value: "admin", label: "Staff" },
] as const;

export function PeopleSearchForm({ query }: Readonly<{ query: AdminUsersQuery }>) {
  return (
    <form
      method="get"
      action="/admin/people"
      role="search"
      aria-label="People"
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-[1fr_auto_auto]"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="people-q" className="text-sm font-semibold">
          Email, name or phone
        </label>
        <input id="people-q" name="q" defaultValue={query.q ?? ""} maxLength={100} className={inputClasses} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="people-type" className="text-sm font-semibold">
          Account type
        </label>
        <select id="people-type" name="type" defaultValue={query.type ?? ""} className={selectClasses}>
          <option value="">Everyone</option>
          {TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClasses("primary", "md", "self-end")}>
        Search
      </button>
    </form>
  );
}

export function PeopleList({ page, selfId }: Readonly<{ page: AdminPeoplePage; selfId: string }>) {
  if (page.people.length === 0) {
    return <p className="rounded-2xl bg-white p-6 text-center text-stone-600 ring-1 ring-stone-200">Nobody matches.</p>;
  }
  return (
    <ul className="flex flex-col gap-2" aria-label="Accounts found, newest first">
      {page.people.map((person) => (
        <li
          key={person._id}
          className="flex flex-col gap-2 rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-stone-200 sm:flex-row sm:items-start"
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold">
              {person.username}{" "}
              <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-bold uppercase text-stone-700">
                {person.userType}
              </span>
              {person.blockedAt && (
                <span className="ml-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold uppercase text-red-800">
                  blocked
                </span>
              )}
            </p>
            <p className="break-all text-stone-600">
              {person.email}
              {person.phone && ` · ${person.phone}`} · joined {formatDate(person.createdAt)}
            </p>
            {person.blockedAt && (
              <p className="text-red-800">
                Blocked {formatDate(person.blockedAt)}: {person.blockReason ?? "no reason kept"}
              </p>
            )}
            {person.restaurant && <p>Restaurant: {person.restaurant.name}</p>}
            {person.rider && (
              <p>
                Rider in {person.rider.city}, {person.rider.online ? "online" : "offline"}; cash held{" "}
                <strong>{formatRupees(person.rider.cashHeldPaise / 100)}</strong>
              </p>
            )}
            {(person.userType === "rider" || person.userType === "customer") && (
              <AppLink
                href={`/admin/orders?${new URLSearchParams({ [person.userType]: person.email })}`}
                className="text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {person.userType === "rider" ? "Their deliveries" : "Their orders"}
              </AppLink>
            )}
          </div>
          <PersonActions person={person} self={person._id === selfId} />
        </li>
      ))}
    </ul>
  );
}
