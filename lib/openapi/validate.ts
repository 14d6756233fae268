import { z } from "zod";
import { ErrorAnswer } from "@/lib/openapi/answers";
import { errorStatuses, findOperation } from "@/lib/openapi/registry";

// Checks one answer of a route against its operation in the registry: a documented status, and a body
// its answer schema (2xx, 3xx) or the error shape (4xx, 5xx) accepts. The contract tests' client runs it
// on every answer it receives, so code and document cannot drift apart without tests/contract failing.

export type ReceivedAnswer = { status: number; contentType: string; body: unknown };

/** Why this answer does not match the document, or null when it does. */
export function answerProblem(method: string, route: string, answer: ReceivedAnswer): string | null {
  const op = findOperation(method, route);
  const where = `${method} ${route} answered ${answer.status}`;
  if (!op) return `${method} ${route} has no operation in lib/openapi/registry.ts`;
  const json = answer.contentType.includes("json");
  const documented = op.answers[answer.status];
  if (documented) {
    if (!documented.schema || !json || (documented.kind ?? "json") !== "json") return null;
    const parsed = documented.schema.safeParse(answer.body);
    return parsed.success ? null : `${where}, which its answer schema refuses:\n${z.prettifyError(parsed.error)}`;
  }
  if (answer.status < 400) return `${where}: not a status lib/openapi/registry.ts documents for it`;
  if (!errorStatuses(op).includes(answer.status)) {
    return `${where}: an error status lib/openapi/registry.ts does not list for it (errors: [...])`;
  }
  if (!json) return null;
  const parsed = ErrorAnswer.safeParse(answer.body);
  return parsed.success ? null : `${where}, not the error shape:\n${z.prettifyError(parsed.error)}`;
}
