import { AppLink } from "@/components/ui/app-link";
import type { PartnerKind, PartnerStatus } from "@/lib/admin/partners-checks";
import type { PartnerListAnswer, PartnerRow } from "@/lib/admin/partners-contract";
import { cn } from "@/lib/ui/cn";
import { formatDate } from "@/lib/ui/format";

// The review list of the console (issue 33 item 2): a tab per kind of partner, a filter per status (pending first),
// and each partner with its city, sign-up day and checks. Plain links: the page is a server render of its URL.
// Rendering only.

const KINDS: Array<{ kind: PartnerKind; label: string }> = [
  { kind: "restaurant", label: "Restaurants" },
  { kind: "rider", label: "Delivery partners" },
];

const STATUSES: Array<{ status: PartnerStatus; label: string }> = [
  { status: "pending", label: "Pending" },
  { status: "approved", label: "Approved" },
  { status: "rejected", label: "Rejected" },
  { status: "suspended", label: "Suspended" },
];

const href = (kind: PartnerKind, status: PartnerStatus, page = 1) =>
  `/admin/partners?${new URLSearchParams({ kind, status, ...(page > 1 && { page: String(page) }) })}`;

const pill = (current: boolean) =>
  cn(
    "inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
    current ? "bg-stone-900 text-white" : "bg-white text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100",
  );

/** A status as a coloured word. */
export function StatusBadge({ status }: Readonly<{ status: PartnerStatus }>) {
  const colours: Record<PartnerStatus, string> = {
    pending: "bg-amber-100 text-amber-900",
    approved: "bg-green-100 text-green-900",
    rejected: "bg-red-100 text-red-900",
    suspended: "bg-stone-200 text-stone-900",
  };
  return (
    <span className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-bold uppercase", colours[status])}>
      {status}
    </span>
  );
}

function ChecksSummary({ partner }: Readonly<{ partner: PartnerRow }>) {
  const failed = partner.checks.filter((c) => !c.ok);
  return (
    <div className="text-sm">
      <span className={cn("font-semibold", failed.length === 0 ? "text-green-800" : "text-amber-800")}>
        {partner.checksPassed}/{partner.checks.length} checks passed
      </span>
      {failed.length > 0 && (
        <span className="block text-stone-600">Missing: {failed.map((c) => c.label).join(", ")}</span>
      )}
    </div>
  );
}

export function PartnersFilters({ kind, status }: Readonly<{ kind: PartnerKind; status: PartnerStatus }>) {
  return (
    <div className="flex flex-col gap-3">
      <nav aria-label="Kind of partner" className="flex flex-wrap gap-2">
        {KINDS.map((k) => (
          <AppLink
            key={k.kind}
            href={href(k.kind, status)}
            aria-current={k.kind === kind ? "page" : undefined}
            className={pill(k.kind === kind)}
          >
            {k.label}
          </AppLink>
        ))}
      </nav>
      <nav aria-label="Review status" className="flex flex-wrap gap-2">
        {STATUSES.map((s) => (
          <AppLink
            key={s.status}
            href={href(kind, s.status)}
            aria-current={s.status === status ? "page" : undefined}
            className={pill(s.status === status)}
          >
            {s.label}
          </AppLink>
        ))}
      </nav>
    </div>
  );
}

export function PartnersList({ list }: Readonly<{ list: PartnerListAnswer }>) {
  const { kind, status, page, pageSize, total, partners } = list;
  if (partners.length === 0) {
    return (
      <p className="rounded-xl bg-white p-6 text-stone-600">
        No {kind === "restaurant" ? "restaurants" : "delivery partners"} are {status}.
      </p>
    );
  }
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">
        {total} {status}, newest sign-ups first. Page {page} of {last}.
      </p>
      <ul className="flex flex-col gap-3" aria-label={`${status} partners`}>
        {partners.map((partner) => (
          <li
            key={partner.id}
            data-testid="partner-row"
            className="grid gap-2 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[2fr_1fr_1fr_2fr] sm:items-center"
          >
            <div className="min-w-0">
              <AppLink
                href={`/admin/partners/${partner.kind}/${partner.id}`}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {partner.name}
              </AppLink>
              <span className="block truncate text-sm text-stone-600">{partner.email}</span>
            </div>
            <span className="text-sm">
              <span className="sr-only">City: </span>
              {partner.city}
            </span>
            <span className="text-sm">
              <span className="text-stone-500">Signed up </span>
              {formatDate(partner.signedUpAt)}
            </span>
            <ChecksSummary partner={partner} />
          </li>
        ))}
      </ul>
      {last > 1 && (
        <nav aria-label="Pages" className="flex justify-center gap-3">
          {page > 1 && (
            <AppLink href={href(kind, status, page - 1)} className={pill(false)}>
              Newer
            </AppLink>
          )}
          {page < last && (
            <AppLink href={href(kind, status, page + 1)} className={pill(false)}>
              Older
            </AppLink>
          )}
        </nav>
      )}
    </div>
  );
}
