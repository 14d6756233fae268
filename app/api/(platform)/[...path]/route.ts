// ANY /api/<unknown> - answers unknown API paths with the JSON error shape instead of an HTML page
import { jsonError } from "@/lib/http/handler";

function notFound(request: Request): Response {
  const { pathname } = new URL(request.url);
  return jsonError(404, { message: `No API endpoint at ${request.method} ${pathname}` });
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
