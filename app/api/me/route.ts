// GET /api/me - the personal parts of a public page: who is looking, their hearts and their place
import { NextResponse } from "next/server";
import { handler } from "@/lib/http/handler";
import { getViewer } from "@/lib/viewer/service";

export const dynamic = "force-dynamic";

export const GET = handler({ auth: "public" }, async ({ user, request }) => {
  const viewer = await getViewer(user, request.headers.get("cookie"));
  return NextResponse.json(viewer, { headers: { "Cache-Control": "private, no-store" } });
});
