import { z } from "zod";
import { Id, Paise } from "@/lib/openapi/answer-parts";

// The dispatch area's answers (issue 32 part 4, docs/riders.md "Dispatch"): a rider's offer and answer to it,
// the riders a restaurant may assign by hand. Part of lib/openapi/answers.ts, which exports them with the rest.

const Meters = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description}, in metres.` });
const Vehicle = z.enum(["bicycle", "scooter", "motorcycle", "electric_scooter"]);

const RiderOffer = z.strictObject({
  _id: Id,
  expiresAt: z.string().meta({ description: "The offer ends 30 s after it was made; then the next rider gets it." }),
  restaurant: z.strictObject({
    name: z.string(),
    address: z.string(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
  }),
  distanceToRestaurantMeters: Meters("The rider to the restaurant by road estimate (1.4 x the straight line)"),
  dropArea: z
    .string()
    .meta({ description: "The drop point's locality and city: never the full address before accepting." }),
  tripMeters: Meters("The restaurant to the drop point by road estimate").nullable(),
  payPaise: Paise.meta({ description: "The rider's pay for the trip: base plus per km (deployment settings)." }),
});
export const RiderOfferAnswer = z.strictObject({ offer: RiderOffer.nullable() });

export const OfferAnswered = z.strictObject({
  message: z.string(),
  delivery: z.strictObject({ _id: Id, orderId: Id, state: z.enum(["searching", "assigned"]) }),
});

export const AvailableRidersAnswer = z.strictObject({
  riders: z.array(
    z.strictObject({
      _id: Id,
      firstName: z.string(),
      vehicle: Vehicle,
      distanceMeters: Meters(
        "The rider to the restaurant by road estimate; null when the restaurant has no pin",
      ).nullable(),
    }),
  ),
});
