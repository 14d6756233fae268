// GET /api/kitchenSettings - a restaurant owner reads the accept window and auto-accept (issue 30)
import { handler } from "@/lib/http/handler";
import type { KitchenSettingsAnswer } from "@/lib/kitchen/contract";
import { getKitchenSettings } from "@/lib/kitchen/service";

export const GET = handler(
  { auth: "restaurant" },
  async ({ user }) => ({ settings: await getKitchenSettings(user) }) satisfies KitchenSettingsAnswer,
);
