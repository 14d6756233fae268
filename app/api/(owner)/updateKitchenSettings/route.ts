// POST /api/updateKitchenSettings - a restaurant owner sets the accept window, auto-accept and its preparation time (issue 30)
import { handler } from "@/lib/http/handler";
import type { KitchenSettingsSaved } from "@/lib/kitchen/contract";
import { KitchenSettingsSchema } from "@/lib/kitchen/schemas";
import { updateKitchenSettings } from "@/lib/kitchen/service";

export const POST = handler(
  { auth: "restaurant", body: KitchenSettingsSchema },
  async ({ user, body }) =>
    ({
      message: "Kitchen settings saved",
      settings: await updateKitchenSettings(user, body),
    }) satisfies KitchenSettingsSaved,
);
