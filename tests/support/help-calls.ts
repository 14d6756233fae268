// Help on an order in integration tests (issue 33 item 4): the customer's and the console's help calls through their
// route handlers, an order ready for help, and the message jobs a thread wrote.
import { GET as adminInbox } from "@/app/api/(admin)/admin/help/route";
import { GET as adminThread } from "@/app/api/(admin)/admin/help/[id]/route";
import { POST as adminReply } from "@/app/api/(admin)/admin/help/[id]/reply/route";
import { POST as startHelp } from "@/app/api/(orders)/help/route";
import { GET as customerThread } from "@/app/api/(orders)/help/[id]/route";
import { POST as customerReply } from "@/app/api/(orders)/help/[id]/reply/route";
import { db } from "@/lib/db";
import { answerProblem } from "@/lib/openapi/validate";
import { createOpenRestaurant, createPaidOrder } from "@/tests/support/factories";
import type { Answer } from "@/tests/support/order-calls";

type Headers = Record<string, string>;
type RouteHandler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function call(
  handler: RouteHandler,
  route: `/api/${string}`,
  method: "GET" | "POST",
  path: string,
  headers: Headers,
  options: { body?: unknown; id?: string } = {},
): Promise<Answer> {
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: {
      origin: "http://localhost",
      ...(options.body !== undefined && { "content-type": "application/json" }),
      ...headers,
    },
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
  });
  const params: Record<string, string> = options.id ? { id: options.id } : {};
  const response = await handler(request, { params: Promise.resolve(params) });
  const body: unknown = await response.json();
  // Every answer as its operation in lib/openapi/operations/admin-help.ts describes it.
  const problem = answerProblem(method, route, {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    body,
  });
  if (problem) throw new Error(`${method} ${path}: ${problem}`);
  return { status: response.status, body };
}

export const help = {
  start: (body: unknown, headers: Headers) => call(startHelp, "/api/help", "POST", "/api/help", headers, { body }),
  thread: (id: string, headers: Headers) =>
    call(customerThread, "/api/help/[id]", "GET", `/api/help/${id}`, headers, { id }),
  reply: (id: string, body: unknown, headers: Headers) =>
    call(customerReply, "/api/help/[id]/reply", "POST", `/api/help/${id}/reply`, headers, { id, body }),
  inbox: (status: string, headers: Headers) =>
    call(adminInbox, "/api/admin/help", "GET", `/api/admin/help?status=${status}`, headers),
  adminThread: (id: string, headers: Headers) =>
    call(adminThread, "/api/admin/help/[id]", "GET", `/api/admin/help/${id}`, headers, { id }),
  answer: (id: string, body: unknown, headers: Headers) =>
    call(adminReply, "/api/admin/help/[id]/reply", "POST", `/api/admin/help/${id}/reply`, headers, { id, body }),
};

/** A paid online order of `customerId`, delivered `daysAgo` days ago (now unless told). */
export async function deliveredOrder(customerId: string, daysAgo = 0) {
  const restaurant = await createOpenRestaurant();
  const order = await createPaidOrder(customerId, restaurant.id, { status: "delivered" });
  const deliveredAt = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  await db().order.update({ where: { id: order.id }, data: { deliveredAt } });
  return { ...order, deliveredAt, restaurant };
}

export type JobRow = { name: string; data: { key: string; to?: string; template?: string; userId?: string } };

/** The mail and push jobs whose keys name `id` (a thread's message, "help-reply:<messageId>"). */
export function helpJobsNaming(id: string): Promise<JobRow[]> {
  return db().$queryRawUnsafe<JobRow[]>(
    `SELECT name, data FROM pgboss.job WHERE name IN ('mail', 'push') AND data->>'key' LIKE '%' || $1 || '%'
      ORDER BY created_on`,
    id,
  );
}
