import { OrderEventsQuerySchema } from "@/lib/live/schemas";
import * as A from "@/lib/openapi/answers";
import { json, type Operation } from "@/lib/openapi/operation";

// The platform: live events, health, maintenance, the document itself.

export const PLATFORM_OPERATIONS: readonly Operation[] = [
  // live
  {
    method: "GET",
    route: "/api/orderEvents",
    tag: "live",
    summary: "The caller's order events after `after`, for the polling fallback of the live stream",
    caller: "user",
    query: OrderEventsQuerySchema,
    answers: { 200: json("At most 100 events and the cursor to poll from next", A.OrderEventsPage) },
    ours: true,
  },
  {
    method: "GET",
    route: "/api/orderEvents/stream",
    tag: "live",
    summary: "Server-sent events of the caller's order changes (a customer's orders, an owner's restaurant)",
    caller: "user",
    answers: { 200: { description: "The stream", schema: A.EventStream, kind: "event-stream" } },
    ours: true,
  },
  // ops
  {
    method: "GET",
    route: "/api/health",
    tag: "ops",
    summary: "For a HEALTHCHECK and a load balancer: the database answers SELECT 1 within a second (reads no session)",
    caller: "public",
    answers: {
      200: json("The database answers", A.HealthAnswer),
      503: json("It does not", A.HealthAnswer),
    },
    ours: true,
  },
  {
    method: "GET",
    route: "/api/maintenance",
    tag: "ops",
    summary:
      "The app's housekeeping (pending refunds, stale uploads, old rate-limit windows), then every due job (mail, texts, push), for Vercel Cron",
    caller: "cron",
    answers: {
      200: json("Every step's result", A.MaintenanceReport),
      500: json("A step failed (the same report)", A.MaintenanceReport),
    },
    errors: [401, 503],
    ours: true,
  },
  {
    method: "GET",
    route: "/api/openapi.json",
    tag: "ops",
    summary: "This document: OpenAPI 3.1, generated from the route schemas",
    caller: "public",
    answers: { 200: json("The OpenAPI document", A.OpenApiAnswer) },
    ours: true,
  },
  ...(["GET", "POST", "PUT", "PATCH", "DELETE"] as const).map((method): Operation => ({
    method,
    route: "/api/[...path]",
    tag: "ops",
    summary: "Any unknown /api path: the JSON error shape instead of an HTML page",
    caller: "public",
    params: { path: "Any path under /api that no other route serves" },
    answers: {},
    errors: [404],
    ours: true,
  })),
];
