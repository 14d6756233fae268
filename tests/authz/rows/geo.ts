// Where things are (issue 32): the PIN code lookup is public, like the catalog's reads.
import { ensureTestPincodes } from "@/lib/geo/test-pincodes";
import type { RouteKey } from "@/tests/authz/routes";
import { everyone, query, type Row } from "@/tests/authz/rows/common";

export const GEO_ROWS: Partial<Record<RouteKey, Row>> = {
  "GET /api/pincode": {
    expect: everyone(200),
    request: async () => {
      await ensureTestPincodes();
      return { path: query("/api/pincode", { code: "560034" }) };
    },
  },
};
