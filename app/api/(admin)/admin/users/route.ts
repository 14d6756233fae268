// GET /api/admin/users - accounts found by email, name or phone, of one type when told (issue 33); admins only
import { searchPeople } from "@/lib/admin/people";
import { AdminUsersQuerySchema } from "@/lib/admin/people-schemas";
import { handler } from "@/lib/http/handler";

export const GET = handler({ auth: "admin", query: AdminUsersQuerySchema }, ({ user, query }) =>
  searchPeople(user, query),
);
