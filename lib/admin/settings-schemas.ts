import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import { SETTING_KEYS, SETTING_LIMITS } from "@/lib/admin/settings-rule";

// The marketplace's settings calls (issue 33): GET and POST /api/admin/settings, shared by the handlers and the
// console's form. The bounds per key are SETTING_LIMITS; "not in the past" is the service's (it knows the time).

/** POST /api/admin/settings: schedule `key` to become `value` from `effectiveFrom` (default: now). */
export const ScheduleSettingSchema = z
  .object({
    key: z.enum(SETTING_KEYS, { error: `key is one of ${SETTING_KEYS.join(", ")}` }),
    value: z
      .number({ error: "value must be a whole number" })
      .int("value must be a whole number")
      .min(0, "value cannot be negative"),
    effectiveFrom: z.coerce.date({ error: "effectiveFrom must be a date and time" }).optional(),
    /** A restaurant's own commission (commission_bps only); absent: the marketplace's. */
    restaurantId: recordId("restaurantId").optional(),
  })
  .superRefine((input, ctx) => {
    const { max, unit } = SETTING_LIMITS[input.key];
    if (input.value > max) {
      const message =
        unit === "bps"
          ? `The commission must be from 0 to ${max} basis points (0% to ${max / 100}%)`
          : `${input.key} must be from 0 to ${max} paise (₹${max / 100})`;
      ctx.addIssue({ code: "custom", path: ["value"], message });
    }
    if (input.restaurantId && input.key !== "commission_bps") {
      ctx.addIssue({ code: "custom", path: ["restaurantId"], message: "Only the commission is set per restaurant" });
    }
  });
export type ScheduleSettingInput = z.infer<typeof ScheduleSettingSchema>;
export type ScheduleSettingRequest = z.input<typeof ScheduleSettingSchema>;

/** GET /api/admin/settings: `q` finds restaurants by name, to set one's commission. */
export const SettingsQuerySchema = z.object({
  q: z.string().trim().max(60, "Search at most 60 characters").optional(),
});
