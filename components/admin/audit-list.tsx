import type { AuditEntryView } from "@/lib/admin/audit-log";
import { formatDateTime } from "@/lib/ui/format";

// The audit log's entries as the console shows them (issue 33): when, who, what, on what, why, and each field the
// action changed with its value before and after. Rendering only.

type Json = AuditEntryView["before"];

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function shown(value: Json | undefined): string {
  if (value === undefined || value === null) return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The fields that differ between before and after (every field of either when one is not an object). */
export function changedFields(before: Json, after: Json): Array<{ field: string; from: string; to: string }> {
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .map((field) => ({ field, from: shown(from[field]), to: shown(to[field]) }))
    .filter((change) => change.from !== change.to);
}

export function AuditList({ entries }: Readonly<{ entries: AuditEntryView[] }>) {
  if (entries.length === 0) return <p className="rounded-xl bg-white p-6 text-stone-600">No entries match.</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label="Audit entries, newest first">
      {entries.map((entry) => {
        const changes = changedFields(entry.before, entry.after);
        return (
          <li key={entry.id} className="rounded-xl border border-stone-200 bg-white p-4" data-testid="audit-entry">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-mono text-sm font-semibold text-brand-700">{entry.action}</span>
              <span className="text-sm text-stone-700">
                {entry.entity} <span className="font-mono text-xs">{entry.entityId}</span>
              </span>
              <time className="ml-auto text-xs text-stone-500" dateTime={entry.at}>
                {formatDateTime(entry.at)}
              </time>
            </div>
            <p className="mt-1 text-sm text-stone-600">by {entry.actorEmail}</p>
            {entry.reason && <p className="mt-1 text-sm">Reason: {entry.reason}</p>}
            {changes.length > 0 && (
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                {changes.map((change) => (
                  <div key={change.field} className="contents">
                    <dt className="font-medium text-stone-700">{change.field}</dt>
                    <dd className="break-words text-stone-600">
                      {change.from} → <span className="font-semibold text-stone-900">{change.to}</span>
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        );
      })}
    </ol>
  );
}
