// GET /api/admin/settings - the marketplace's fees and rates now, scheduled and past (issue 33); admins only
// POST /api/admin/settings - schedules a fee or rate from a time on, audited "setting.schedule"
import { ScheduleSettingSchema, SettingsQuerySchema } from "@/lib/admin/settings-schemas";
import { listSettings, scheduleSetting } from "@/lib/admin/settings-service";
import { handler } from "@/lib/http/handler";

export const GET = handler({ auth: "admin", query: SettingsQuerySchema }, ({ user, query }) =>
  listSettings(user, query.q),
);

export const POST = handler({ auth: "admin", body: ScheduleSettingSchema }, ({ user, body }) =>
  scheduleSetting(user, body),
);
