import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuditList } from "@/components/admin/audit-list";
import { AppLink } from "@/components/ui/app-link";
import { buttonClasses } from "@/components/ui/button";
import { inputClasses, selectClasses } from "@/components/ui/form-field";
import { searchAudit } from "@/lib/admin/audit-log";
import { AUDIT_ENTITIES, AuditQuerySchema } from "@/lib/admin/audit-schemas";
import { getSessionUser } from "@/lib/auth/session";
import { firstParam, type SearchParamValue } from "@/lib/http/search-params";

export const metadata: Metadata = { title: "Audit log" };

type Props = Readonly<{ searchParams: Promise<Record<string, SearchParamValue>> }>;

const FIELDS = ["q", "entity", "entityId", "from", "to", "before"] as const;

/** /admin/audit: every admin action, newest first, searched by words, kind, id and dates (a plain GET form). */
export default async function AuditPage({ searchParams }: Props) {
  const user = await getSessionUser();
  if (user?.userType !== "admin") redirect("/auth/login/admin?redirect=%2Fadmin%2Faudit");
  const raw = await searchParams;
  const given = Object.fromEntries(
    FIELDS.map((field) => [field, firstParam(raw[field])?.trim() || undefined] as const).filter(([, v]) => v),
  );
  const parsed = AuditQuerySchema.safeParse(given);
  const query = parsed.success ? parsed.data : {};
  const page = await searchAudit(user, query);
  const next = page.nextBefore ? new URLSearchParams({ ...given, before: page.nextBefore }).toString() : null;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Audit log</h1>
      <p className="text-sm text-stone-600">
        Every action taken in this console, with who took it and what changed. Entries are never edited or removed.
      </p>
      <form
        role="search"
        method="get"
        className="grid gap-3 rounded-xl bg-white p-4 sm:grid-cols-6"
        aria-label="Search the audit log"
      >
        <label className="flex flex-col gap-1 text-sm font-medium sm:col-span-2">
          Search
          <input name="q" defaultValue={given.q} placeholder="approve, an id, an email…" className={inputClasses} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Kind
          <select name="entity" defaultValue={given.entity ?? ""} className={selectClasses}>
            <option value="">Any</option>
            {AUDIT_ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {entity}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          From
          <input type="date" name="from" defaultValue={given.from} className={inputClasses} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          To
          <input type="date" name="to" defaultValue={given.to} className={inputClasses} />
        </label>
        <div className="flex items-end">
          <button type="submit" className={buttonClasses("primary", "md", "w-full")}>
            Search
          </button>
        </div>
      </form>
      {!parsed.success && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          {parsed.error.issues[0]?.message ?? "Some filters are not valid"}: showing every entry instead.
        </p>
      )}
      <AuditList entries={page.entries} />
      {next && (
        <AppLink href={`/admin/audit?${next}`} className={buttonClasses("outline", "md", "self-center")}>
          Older entries
        </AppLink>
      )}
    </div>
  );
}
