import { z } from "zod";
import * as A from "@/lib/openapi/answers";

// What an operation of the API is (one per method of a route file under app/api) and the two answer
// helpers every operations file uses. The operations themselves are in lib/openapi/operations/, one
// file per area; lib/openapi/registry.ts puts them in one list.

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call. The four of handler() (lib/http/handler.ts), plus the doors that prove themselves another
 * way: `cron` (Authorization: Bearer $CRON_SECRET), `signed` (a payment provider's signature over the
 * body) and `next-auth` (next-auth's own endpoints).
 */
export type Caller =
  "public" | "user" | "customer" | "restaurant" | "rider" | "admin" | "cron" | "signed" | "next-auth";

/** How the body travels: JSON (the default), a multipart upload, JSON or the provider's HTML form post, raw signed JSON. */
export type BodyKind = "json" | "multipart" | "json-or-form" | "raw-json";

/** What an answer carries: JSON (the default), a server-sent event stream, a redirect, HTML, plain text, CSV, bytes or a PDF. */
type AnswerKind = "json" | "event-stream" | "redirect" | "html" | "text" | "csv" | "binary" | "pdf";

export type Answer = { description: string; schema?: z.ZodType; kind?: AnswerKind };

export type Operation = {
  method: Method;
  /** The route as its folder under app/ names it, route groups dropped: "/api/login/[usertype]". */
  route: `/api/${string}`;
  summary: string;
  /** The area in the document (OpenAPI tag). */
  tag:
    | "accounts"
    | "browse"
    | "favourites"
    | "addresses"
    | "checkout"
    | "orders"
    | "owner"
    | "images"
    | "live"
    | "ops"
    | "admin";
  caller: Caller;
  query?: z.ZodType;
  body?: z.ZodType;
  bodyKind?: BodyKind;
  /** Path parameters ([usertype], [id], [...path]) and what they take. */
  params?: Record<string, string>;
  /** The successful (and redirect) answers by status. */
  answers: Record<number, Answer>;
  /** Error statuses this call answers besides those every call of its kind answers (see errorStatuses). */
  errors?: number[];
  /** What the spec's call table says, kept visible: its request and answer, and where we differ. */
  spec?: string;
  /** Not in the spec: one of our own calls. */
  ours?: true;
};

export const json = (description: string, schema: z.ZodType): Answer => ({ description, schema });
export const message = (description: string): Answer => json(description, A.MessageAnswer);
