import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PeopleList, PeopleSearchForm } from "@/components/admin/people-list";
import { searchPeople } from "@/lib/admin/people";
import { AdminUsersQuerySchema } from "@/lib/admin/people-schemas";
import { getSessionUser } from "@/lib/auth/session";
import { firstParam, type SearchParamValue } from "@/lib/http/search-params";

export const metadata: Metadata = { title: "People" };

type Props = Readonly<{ searchParams: Promise<Record<string, SearchParamValue>> }>;

/** /admin/people: accounts by email, name or phone; block and unblock; riders' cash held and settled (issue 33). */
export default async function PeoplePage({ searchParams }: Props) {
  const user = await getSessionUser();
  if (user?.userType !== "admin") redirect("/auth/login/admin?redirect=%2Fadmin%2Fpeople");
  const raw = await searchParams;
  const parsed = AdminUsersQuerySchema.safeParse({ q: firstParam(raw.q), type: firstParam(raw.type) });
  const query = parsed.success ? parsed.data : { q: undefined };
  const page = await searchPeople(user, query);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">People</h1>
        <p className="mt-1 text-sm text-stone-600">
          Customers, restaurant owners, delivery partners and staff, newest first (50 at most: search to narrow).
          Blocking ends every login at once and refuses new ones.
        </p>
      </div>
      <PeopleSearchForm query={query} />
      <PeopleList page={page} selfId={user.id} />
    </div>
  );
}
