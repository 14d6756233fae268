// GET /uploads/<folder>/<file> - serves the images stored on local disk when Cloudinary is not configured
import { env } from "@/lib/env";
import { readLocalImage } from "@/lib/images/local-storage";
import { localUploadRoot } from "@/lib/images/storage";

type Params = { params: Promise<{ path: string[] }> };

// Not wrapped in the API handler: uploaded images are public like Cloudinary's URLs, so no session
// is read, and the answer is bytes rather than JSON.
export async function GET(_request: Request, { params }: Params): Promise<Response> {
  const { path } = await params;
  // On Vercel images are always Cloudinary's (its disk is read-only): DATA_DIR is never read there.
  const image = env().onVercel ? null : await readLocalImage(localUploadRoot(), path);
  if (!image) {
    return new Response("Not found", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "content-type": image.contentType,
      "content-length": String(image.bytes.byteLength),
      // A file name is random and never reused for other bytes, so it may be cached for good.
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      // Opened on its own (a link, a new tab), an uploaded file runs nothing and loads nothing: an SVG or a
      // file that sniffs as HTML stays a picture, in a sandbox of its own origin.
      "content-security-policy": "sandbox; default-src 'none'",
      "content-disposition": `inline; filename="${safeFileName(path.at(-1))}"`,
    },
  });
}

/** The stored name (random hex and an extension) for Content-Disposition; anything else becomes "image". */
function safeFileName(name: string | undefined): string {
  return name && /^[\w.-]{1,100}$/.test(name) ? name : "image";
}
