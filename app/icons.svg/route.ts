import { iconSprite } from "@/components/ui/icon-sprite";

// Built once at `next build` (no request data) and served as a static file from then on.
export const dynamic = "force-static";

export function GET() {
  return new Response(iconSprite(), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      // The sprite changes only with a deploy; a day in the browser, then it is fetched again.
      "Cache-Control": "public, max-age=86400",
    },
  });
}
