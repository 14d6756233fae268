// Matrix rows of what anyone may call: unknown paths, the health probe, browsing.
import { uploadImage } from "@/lib/images/service";
import { randomIp } from "@/tests/support/accounts";
import { SAMPLE_IMAGES } from "@/tests/support/image-fixtures";
import { sessionUserOf } from "@/tests/support/session";
import type { RouteKey } from "@/tests/authz/routes";
import { everyone, query, type Row } from "@/tests/authz/rows/common";

export const PUBLIC_ROWS: Partial<Record<RouteKey, Row>> = {
  // Unknown /api paths answer JSON 404 whatever the method and whoever asks.
  ...Object.fromEntries(
    (["GET", "POST", "PUT", "PATCH", "DELETE"] as const).map((method) => [
      `${method} /api/[...path]`,
      { expect: everyone(404), request: () => ({ path: "/api/noSuchEndpoint", params: { path: ["noSuchEndpoint"] } }) },
    ]),
  ),

  // The probe of a container's HEALTHCHECK and of load balancers: anyone, and the same answer for everyone.
  "GET /api/health": { expect: everyone(200), request: () => ({ path: "/api/health" }) },

  // The OpenAPI document of the API (lib/openapi): code only, the same for everyone.
  "GET /api/openapi.json": { expect: everyone(200), request: () => ({ path: "/api/openapi.json" }) },

  // The icon sprite every page draws its icons from (components/ui/icon.tsx): a static file, for anyone.
  "GET /icons.svg": { expect: everyone(200), request: () => ({ path: "/icons.svg" }) },

  // Browsing is public.
  "GET /api/fetchRestaurants": {
    expect: everyone(200),
    request: () => ({ path: query("/api/fetchRestaurants", { sort: "rating", cuisines: "Biryani" }) }),
  },
  "GET /api/getRestauarntById": {
    expect: everyone(200),
    request: (w) => ({ path: query("/api/getRestauarntById", { _id: w.restaurant.id }) }),
  },
  "GET /api/getMenuByRestaurantId": {
    expect: everyone(200),
    request: (w) => ({ path: query("/api/getMenuByRestaurantId", { _id: w.restaurant.id }) }),
  },
  "GET /api/search": { expect: everyone(200), request: () => ({ path: query("/api/search", { q: "biryani" }) }) },
  "GET /uploads/[...path]": {
    // Images stored on local disk are public, like Cloudinary's URLs.
    expect: everyone(200),
    request: async (w) => {
      const image = await uploadImage({
        bytes: SAMPLE_IMAGES.png,
        folder: "FoodItemImages",
        caller: { user: sessionUserOf(w.owner, w.restaurant.id), ip: randomIp() },
      });
      const path = image.url.slice("/uploads/".length).split("/");
      return { path: image.url, params: { path } };
    },
  },
};
