// GET /api/pincode?code=560034 - anyone looks up an Indian PIN code's localities and where they are (issue 32)
import { PincodeQuerySchema } from "@/lib/geo/pincode";
import { lookupPincode } from "@/lib/geo/service";
import { handler } from "@/lib/http/handler";

export const GET = handler({ auth: "public", query: PincodeQuerySchema }, async ({ query }) =>
  lookupPincode(query.code),
);
