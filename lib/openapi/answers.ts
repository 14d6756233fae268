import { z } from "zod";
import { Id, ImageRef, Paise } from "@/lib/openapi/answer-parts";
import { ApiMenuItemSchema } from "@/lib/menu/row";

// The answers of the /api calls as zod schemas: one per answer, used three ways. lib/openapi/document.ts
// turns them into the OpenAPI document (GET /api/openapi.json, docs/api.md); the contract tests' client
// (tests/contract/spec-client.ts) validates every 2xx answer it receives against them, so an answer that
// drifts from its schema fails tests/contract; and lib/openapi/answer-types.ts checks at compile time that
// each schema and the type its shaper (api-shape.ts, the services) returns are the same type.
// Strict objects: a field the server adds without saying so here is a drift too. An area's answers are in a file of
// its own, all exported from here: answers-money.ts (offers, settlement), answers-orders.ts, answers-checkout.ts,
// answers-account.ts, and so on.

/** `{ message, errors? }`: every error of every call (lib/http/handler.ts toErrorResponse). */
export const ErrorAnswer = z
  .strictObject({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ description: "Every API error: the text to show, and the field errors of a 422 (field path -> messages)." });

/** Any answer that carries only the text to show. */
export const MessageAnswer = z.strictObject({ message: z.string() });

/** A dish in the spec's shape: its schema sits beside its columns (lib/menu/row.ts), so a new field is one file. */
export const ApiMenuItem = ApiMenuItemSchema;

export const OwnerMenuItem = ApiMenuItem.extend({
  public_id: z.string().nullable().meta({ description: "Null for demo dishes with a bundled picture." }),
});

export const ApiMenuGroup = z.strictObject({
  _id: z.string().meta({ description: "The category." }),
  category_count: z.number().int(),
  items: z.array(ApiMenuItem),
});

export const ApiRestaurant = z
  .strictObject({
    _id: Id,
    name: z.string(),
    image: z.strictObject({ imageUrl: z.string() }),
    location: z.strictObject({ address: z.string(), city: z.string(), state: z.string() }),
    cuisines: z.array(z.string()),
    opentime: z.string().meta({ description: "The spec's ISO instant of today's opening." }),
    closetime: z.string(),
    openTime: z.string().meta({ description: "HH:MM in the restaurant's time zone." }),
    closeTime: z.string(),
    timeZone: z.string(),
    weekWindows: z.array(z.number().int()).meta({
      description:
        "The week's opening windows as flattened [open, close) pairs in minutes of the week from Monday 00:00 local; empty: openTime-closeTime every day.",
    }),
    closedDates: z.array(z.string()).meta({ description: "Local dates (YYYY-MM-DD) closed for a holiday." }),
    isOpen: z.boolean(),
    deliveryTime: z.number().int().meta({ description: "Minutes." }),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    deliveryCities: z.array(z.string()),
    deliveryPincodes: z.array(z.string()),
    paused: z.boolean(),
    pauseReason: z.string().nullable(),
    pausedUntil: z
      .string()
      .nullable()
      .meta({ description: "While a timed pause runs: when orders open again by themselves (ISO)." }),
    fssaiNumber: z.string().nullable().meta({
      description: "The restaurant's FSSAI licence number (14 digits), shown on its menu page; null: none given.",
    }),
    gstAddedPercent: z.number().nullable().meta({
      description: "Menu prices are before GST and this rate (5 or 18) is added in the bill; null: prices include GST.",
    }),
    offer: z.string().nullable().meta({
      description: 'Its automatic offer as its card says it, e.g. "20% OFF up to ₹80"; null: none running.',
    }),
    matchedDish: z.string().optional().meta({ description: "Only in search results found by a dish." }),
  })
  .meta({ description: "A restaurant in the spec's shape plus what we compute (lib/restaurants/api-shape.ts)." });

export const RestaurantsPage = z.strictObject({
  restaurants: z.array(ApiRestaurant),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const RestaurantAnswer = z.strictObject({ restaurant: ApiRestaurant });
export const MenuAnswer = z.strictObject({ menuitems: z.array(ApiMenuGroup) });

export const FavouriteIdsAnswer = z.strictObject({
  message: z.string(),
  favouriteRestaurants: z.array(Id),
  favouriteFoodItems: z.array(Id),
});

export const FavouritesAnswer = z.strictObject({
  favouriteRestaurants: z.array(ApiRestaurant),
  favouriteFoodItems: z.array(ApiMenuItem),
});

export const SearchAnswer = z.strictObject({
  restaurants: z.array(ApiRestaurant),
  dishes: z.array(ApiMenuItem.extend({ restaurantName: z.string() })),
});

export const DashboardDetails = z.strictObject({
  totalRevenue: z.number(),
  totalOrders: z.number().int(),
  totalMenuItems: z.number().int(),
  totalCustomers: z.number().int(),
  categoryData: z.array(z.strictObject({ _id: z.string(), categoryCount: z.number().int() })),
  revenueData: z.array(z.strictObject({ _id: z.number().int().min(0).max(11), totalRevenueOfMonth: z.number() })),
  years: z.array(z.number().int()),
});

export const ApiRestaurantSettings = z.strictObject({
  name: z.string(),
  image: ImageRef,
  location: z.strictObject({ address: z.string(), city: z.string(), state: z.string() }),
  cuisines: z.array(z.string()),
  opentime: z.strictObject({ openhour: z.number().int(), openminute: z.number().int() }),
  closetime: z.strictObject({ closehour: z.number().int(), closeminute: z.number().int() }),
  deliveryCities: z.array(z.string()),
  deliveryPincodes: z.array(z.string()),
  paused: z.boolean(),
  pauseReason: z.string().nullable(),
  pausedUntil: z.string().nullable(),
  timeZone: z.string(),
  taxMode: z.enum(["inclusive", "exclusive"]).meta({
    description: "inclusive: menu prices contain GST (the default); exclusive: GST is added on the bill.",
  }),
  foodGstRate: z.literal([5, 18]).meta({ description: "GST on food and packaging, percent." }),
  deliveryFeePaise: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The restaurant's own delivery fee; null: ₹20 below 3 dishes, free from 3." }),
  freeDeliveryFromPaise: z
    .number()
    .int()
    .nullable()
    .meta({ description: "Delivery is free when the food (after discount) comes to this; null: never by amount." }),
  gstin: z.string().nullable(),
  fssaiNumber: z.string().nullable().meta({ description: "14 digits; shown on the restaurant's menu page." }),
  acceptsCod: z.boolean().meta({ description: "Whether customers may pay in cash or UPI on delivery." }),
  codLimitPaise: Paise.meta({ description: "Cash on delivery only for bills up to this (default 100000, ₹1,000)." }),
  lat: z
    .number()
    .nullable()
    .meta({ description: "The restaurant's map pin (issue 32), WGS84 degrees; null: not set." }),
  lng: z.number().nullable(),
  deliveryRadiusMeters: z
    .number()
    .int()
    .meta({ description: "How far from its pin it delivers, metres (500-30000, default 7000)." }),
  deliveryMode: z.enum(["self", "platform"]).meta({
    description:
      'Who delivers: "self" (its own staff; the status menu moves orders) or "platform" (Thali\'s partners).',
  }),
});

export const UploadAnswer = z.strictObject({ imageUrl: z.string(), public_id: z.string(), message: z.string() });

export const MenuItemSaved = z.strictObject({ message: z.string(), menuItem: OwnerMenuItem });
export const MenuItemDeleted = z.strictObject({ message: z.string(), archived: z.boolean() });
export const OwnerMenuAnswer = z.strictObject({ items: z.array(OwnerMenuItem) });
export const DashboardAnswer = z.strictObject({ dashboardDetails: DashboardDetails });
export const ApiOpeningHours = z
  .strictObject({
    restaurantId: Id,
    timeZone: z.string(),
    weekly: z.boolean().meta({ description: "False: the single window (opentime/closetime) holds every day." }),
    week: z.array(
      z.strictObject({
        day: z.enum(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]),
        name: z.string(),
        windows: z.array(
          z.strictObject({
            open: z.string().meta({ description: "HH:MM in the restaurant's time zone." }),
            close: z
              .string()
              .meta({ description: "HH:MM; before the open: past midnight; 24:00: the end of the day." }),
          }),
        ),
      }),
    ),
    closures: z.array(z.strictObject({ date: z.string(), reason: z.string().nullable() })),
  })
  .meta({
    description: "A restaurant's week of opening windows and upcoming closures (lib/restaurants/hours-service.ts).",
  });
export const OpeningHoursAnswer = z.strictObject({ openingHours: ApiOpeningHours });
export const OpeningHoursSaved = z.strictObject({ message: z.string(), openingHours: ApiOpeningHours });

export const SettingsAnswer = z.strictObject({ settings: ApiRestaurantSettings });
export const SettingsSaved = z.strictObject({ message: z.string(), settings: ApiRestaurantSettings });

export const AddedReview = z.strictObject({
  _id: Id,
  order_id: Id,
  rating: z.number().int(),
  text: z.string().nullable(),
  createdAt: z.string(),
});
export const AddReviewAnswer = z.strictObject({ message: z.string(), review: AddedReview });

const Step = <T extends z.ZodType>(value: T) =>
  z.union([
    z.strictObject({ ok: z.literal(true), value }),
    z.strictObject({ ok: z.literal(false), error: z.string() }),
  ]);
export const MaintenanceReport = z.strictObject({
  refunds: Step(z.strictObject({ refunded: z.number().int(), pending: z.number().int() })),
  staleUploads: Step(z.number().int()),
  rateLimitWindows: Step(z.number().int()),
  oneTimeCodes: Step(z.number().int()),
  offerUses: Step(z.number().int()),
  /** Jobs that were due, run by this call (Vercel has no worker between requests). */
  jobs: z.record(z.string(), z.strictObject({ done: z.number().int(), failed: z.number().int() })),
});

/** GET /api/openapi.json: the document itself (its shape is OpenAPI's, checked by tests/openapi). */
export const OpenApiAnswer = z.looseObject({ openapi: z.literal("3.1.0"), paths: z.record(z.string(), z.unknown()) });

export const HealthAnswer = z.strictObject({ status: z.enum(["ok", "unavailable"]) });

/** The order-event stream's frames are described in prose: a JSON schema covers one `data:` line. */
export const EventStream = z.string().meta({
  description:
    "text/event-stream: `event: order` frames whose `data:` is one LiveOrderEvent (JSON), `id:` its eventId; resumes from Last-Event-ID.",
});

/** POST /api/recordTicketPrint: which print of an order's kitchen ticket this is. */
export const TicketPrintRecorded = z.strictObject({
  printId: z
    .number()
    .int()
    .min(1)
    .meta({ description: "The restaurant's ticket number (KOT 0042 is 42); every copy of one order's ticket has it" }),
  copy: z.number().int().min(1).meta({ description: "1 for the first print, 2+ for reprints" }),
  label: z.string().meta({ description: 'The number as the ticket prints it: "KOT 0042"' }),
  reprint: z.boolean().meta({ description: "copy > 1: the ticket says REPRINT" }),
  printedAt: z.string(),
});

/** GET /api/invoice: a tax invoice or credit note. */
export const InvoicePdf = z.string().meta({
  description:
    'application/pdf, Content-Disposition inline with the number as its file name ("SSE-26-27-000042.pdf" for SSE/26-27/000042)',
  format: "binary",
});

/** GET /api/ticketEscPos: raw ESC/POS printer commands. */
export const EscPosBytes = z.string().meta({
  description:
    "application/octet-stream: ESC/POS commands (ESC @, code page 437, the ticket's lines, a partial cut) to send to the printer as they are",
  format: "binary",
});

export * from "@/lib/openapi/answers-account";
export * from "@/lib/openapi/answers-orders";
export * from "@/lib/openapi/answers-checkout";
export * from "@/lib/openapi/answers-money";
export * from "@/lib/openapi/answers-geo";
export * from "@/lib/openapi/answers-riders";
export * from "@/lib/openapi/answers-dispatch";
