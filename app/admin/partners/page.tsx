import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PartnersFilters, PartnersList } from "@/components/admin/partners-list";
import { listPartners } from "@/lib/admin/partners";
import { PartnerListQuerySchema } from "@/lib/admin/partners-schemas";
import { getSessionUser } from "@/lib/auth/session";
import { firstParam, type SearchParamValue } from "@/lib/http/search-params";

export const metadata: Metadata = { title: "Partners" };

type Props = Readonly<{ searchParams: Promise<Record<string, SearchParamValue>> }>;

/**
 * /admin/partners: restaurants and delivery partners waiting for review (issue 33 item 2), or those in another
 * status, newest sign-ups first, each with its checks. Filters the schema refuses fall back to
 * the defaults (restaurants, pending, the first page).
 */
export default async function PartnersPage({ searchParams }: Props) {
  const user = await getSessionUser();
  if (user?.userType !== "admin") redirect("/auth/login/admin?redirect=%2Fadmin%2Fpartners");
  const raw = await searchParams;
  const given = { kind: firstParam(raw.kind), status: firstParam(raw.status), page: firstParam(raw.page) };
  const parsed = PartnerListQuerySchema.safeParse(given);
  const query = parsed.success ? parsed.data : PartnerListQuerySchema.parse({});
  const list = await listPartners(user, query);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">Partners</h1>
        <p className="mt-1 text-sm text-stone-600">
          A new restaurant or delivery partner is not listed or offered work until approved here. Approving needs every
          check to pass.
        </p>
      </div>
      <PartnersFilters kind={query.kind} status={query.status} />
      <PartnersList list={list} />
    </div>
  );
}
