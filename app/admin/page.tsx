import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { HealthView } from "@/components/admin/health-view";
import { readHealth } from "@/lib/admin/health-service";
import { getSessionUser } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/ui/format";

export const metadata: Metadata = { title: "Health" };

/** /admin: the view of health (issue 33): how the marketplace is doing today, read afresh on every visit. */
export default async function HealthPage() {
  const user = await getSessionUser();
  if (user?.userType !== "admin") redirect("/auth/login/admin?redirect=%2Fadmin");
  const figures = await readHealth(user);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Health</h1>
        <p className="text-sm text-stone-600">As of {formatDateTime(figures.at)} (IST). Reload the page to refresh.</p>
      </div>
      <HealthView figures={figures} />
    </div>
  );
}
