import { PincodeQuerySchema } from "@/lib/geo/pincode";
import * as A from "@/lib/openapi/answers";
import { json, type Operation } from "@/lib/openapi/operation";

// Where things are (issue 32): PIN codes and their places.

export const GEO_OPERATIONS: readonly Operation[] = [
  {
    method: "GET",
    route: "/api/pincode",
    tag: "browse",
    summary: "Anyone looks up an Indian PIN code: its localities, district, state and coordinates",
    caller: "public",
    query: PincodeQuerySchema,
    answers: { 200: json("The PIN code's places", A.PincodeAnswer) },
    errors: [404],
    ours: true,
  },
];
