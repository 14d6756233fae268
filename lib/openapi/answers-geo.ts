import { z } from "zod";

// Where things are (issue 32): the PIN code lookup's answer. Part of lib/openapi/answers.ts, which exports it
// with the rest.

const PincodePlace = z.strictObject({
  locality: z.string().meta({ description: "A post office area of the PIN code, e.g. Koramangala I Block." }),
  district: z.string(),
  state: z.string(),
  lat: z.number().meta({ description: "WGS84 degrees (the shipped table; see prisma/data/NOTICE.md)." }),
  lng: z.number(),
});

export const PincodeAnswer = z.strictObject({
  pincode: z.string(),
  places: z.array(PincodePlace).meta({ description: "Its localities, the table's first (main) one first." }),
});
