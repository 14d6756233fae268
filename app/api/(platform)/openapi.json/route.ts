// GET /api/openapi.json - the OpenAPI 3.1 document of every /api call, generated from the zod schemas (lib/openapi)
import { handler } from "@/lib/http/handler";
import { openApiDocument } from "@/lib/openapi/document";

export const GET = handler({ auth: "public" }, async () => openApiDocument());
