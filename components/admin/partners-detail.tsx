import type { ReactNode } from "react";
import { StatusBadge } from "@/components/admin/partners-list";
import { PartnerDecisions } from "@/components/admin/partners-decision";
import { AppLink } from "@/components/ui/app-link";
import type { PartnerCheck } from "@/lib/admin/partners-checks";
import type { PartnerHistoryEntry, PartnerRow } from "@/lib/admin/partners-contract";
import type { PartnerDecision } from "@/lib/admin/partners-checks";
import { formatDate, formatDateTime } from "@/lib/ui/format";

// One partner's review page (issue 33 item 2): the status and the decisions open, the checks, the details, and the
// history from the audit log. Rendering only; the decisions are a client component.

function Section({ title, children }: Readonly<{ title: string; children: ReactNode }>) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Checks({ checks }: Readonly<{ checks: PartnerCheck[] }>) {
  return (
    <ul className="flex flex-col gap-2">
      {checks.map((check) => (
        <li key={check.key} className="flex gap-2 text-sm" data-testid={`check-${check.key}`}>
          <span aria-hidden="true" className={check.ok ? "text-green-700" : "text-red-700"}>
            {check.ok ? "✓" : "✗"}
          </span>
          <span>
            <span className="font-semibold">{check.label}</span>
            <span className="sr-only">{check.ok ? ": passed" : ": missing or not valid"}</span>
            {check.fix && <span className="block text-stone-600">{check.fix}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Label and value pairs; an empty value reads "Not given". */
function Facts({ facts }: Readonly<{ facts: Array<[string, ReactNode]> }>) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-stone-600">{label}</dt>
          <dd className="min-w-0 break-words">{value === null || value === "" ? "Not given" : value}</dd>
        </div>
      ))}
    </dl>
  );
}

const statusOf = (value: unknown): string | null =>
  typeof value === "object" && value !== null && "reviewStatus" in value ? String(value.reviewStatus) : null;

function History({ entries }: Readonly<{ entries: PartnerHistoryEntry[] }>) {
  if (entries.length === 0) return <p className="text-sm text-stone-600">No decisions yet.</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label="Decisions, newest first">
      {entries.map((entry) => {
        const from = statusOf(entry.before);
        const to = statusOf(entry.after);
        return (
          <li key={entry.id} className="border-l-4 border-stone-200 pl-3 text-sm" data-testid="partner-history">
            <span className="font-mono font-semibold text-brand-700">{entry.action}</span>
            {from && to && (
              <span className="text-stone-700">
                {" "}
                ({from} → {to})
              </span>
            )}
            <span className="block text-stone-600">
              {formatDateTime(entry.at)} by {entry.actorEmail}
            </span>
            {entry.reason && <span className="block">Reason: {entry.reason}</span>}
          </li>
        );
      })}
    </ol>
  );
}

type Props = Readonly<{
  partner: PartnerRow;
  decisions: PartnerDecision[];
  history: PartnerHistoryEntry[];
  facts: Array<[string, ReactNode]>;
  /** A picture or a map link above the facts. */
  extra?: ReactNode;
}>;

/** The whole review page of one partner. */
export function PartnerDetail({ partner, decisions, history, facts, extra }: Props) {
  const passedAll = partner.checksPassed === partner.checks.length;
  return (
    <div className="flex flex-col gap-4">
      <AppLink
        href={`/admin/partners?kind=${partner.kind}&status=${partner.status}`}
        className="self-start text-sm font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        ← Back to the {partner.status} {partner.kind === "restaurant" ? "restaurants" : "delivery partners"}
      </AppLink>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold">{partner.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
            <StatusBadge status={partner.status} />
            <span>
              {partner.city} · signed up {formatDate(partner.signedUpAt)}
              {partner.reviewedAt && ` · last decision ${formatDate(partner.reviewedAt)}`}
            </span>
          </p>
          {partner.note && <p className="mt-2 text-sm">Reason given: {partner.note}</p>}
        </div>
        <PartnerDecisions kind={partner.kind} id={partner.id} name={partner.name} decisions={decisions} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={`Checks: ${partner.checksPassed} of ${partner.checks.length} passed`}>
          <Checks checks={partner.checks} />
          {!passedAll && decisions.some((d) => d === "approve" || d === "reinstate") && (
            <p className="mt-3 text-sm text-amber-800">Approving needs every check to pass.</p>
          )}
        </Section>
        <Section title="Details">
          {extra}
          <Facts facts={facts} />
        </Section>
      </div>
      <Section title="History">
        <History entries={history} />
      </Section>
    </div>
  );
}
