// The partner review's calls for its integration tests (issue 33 item 2): each call through its route handler, its
// answer checked against its OpenAPI operation (lib/openapi/validate.ts), as the contract tests' client does.
import { expect } from "vitest";
import { GET as listRoute } from "@/app/api/(admin)/admin/partners/route";
import { GET as restaurantRoute } from "@/app/api/(admin)/admin/partners/restaurant/[id]/route";
import { POST as reviewRoute } from "@/app/api/(admin)/admin/partners/review/route";
import { GET as riderRoute } from "@/app/api/(admin)/admin/partners/rider/[id]/route";
import { GET as ownReviewRoute } from "@/app/api/(admin)/partnerReview/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { answerProblem } from "@/lib/openapi/validate";
import type { Answer } from "@/tests/support/order-calls";
import { jsonPost } from "@/tests/support/session";

type Headers = Record<string, string>;

async function read(method: string, route: string, response: Response): Promise<Answer> {
  const body = await response.json();
  const contentType = response.headers.get("content-type") ?? "";
  expect(answerProblem(method, route, { status: response.status, contentType, body })).toBeNull();
  return { status: response.status, body };
}

const get = (path: string, headers: Headers) => new Request(`http://localhost${path}`, { headers });

export async function listPartnersCall(query: Record<string, string>, headers: Headers): Promise<Answer> {
  const path = `/api/admin/partners?${new URLSearchParams(query)}`;
  return read("GET", "/api/admin/partners", await listRoute(get(path, headers), { params: Promise.resolve({}) }));
}

export async function partnerCall(kind: "restaurant" | "rider", id: string, headers: Headers): Promise<Answer> {
  const route = kind === "restaurant" ? restaurantRoute : riderRoute;
  const response = await route(get(`/api/admin/partners/${kind}/${id}`, headers), { params: Promise.resolve({ id }) });
  return read("GET", `/api/admin/partners/${kind}/[id]`, response);
}

export async function reviewCall(body: unknown, headers: Headers): Promise<Answer> {
  const response = await reviewRoute(jsonPost("/api/admin/partners/review", body, headers), {
    params: Promise.resolve({}),
  });
  return read("POST", "/api/admin/partners/review", response);
}

export async function ownReviewCall(headers: Headers): Promise<Answer> {
  const response = await ownReviewRoute(get("/api/partnerReview", headers), { params: Promise.resolve({}) });
  return read("GET", "/api/partnerReview", response);
}

/** The partner-review mails queued about one partner, oldest first. */
export async function reviewMails(kind: "restaurant" | "rider", id: string) {
  return db().$queryRawUnsafe<Array<{ data: { to: string; template: string; data: Record<string, unknown> } }>>(
    // The app's job schema: "pgboss", or a test file's own queue (tests/support/own-job-queue.ts).
    `SELECT data FROM "${env().JOBS_SCHEMA}".job WHERE name = 'mail' AND data->>'key' LIKE $1 ORDER BY created_on`,
    `mail:partner-review:${kind}:${id}:%`,
  );
}

/** The audit entries about one partner, oldest first. */
export function auditOf(entity: "restaurant" | "rider", entityId: string) {
  return db().auditEntry.findMany({ where: { entity, entityId }, orderBy: { id: "asc" } });
}
