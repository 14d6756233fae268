import "server-only";
import { AppError } from "@/lib/http/errors";
import { MAX_IMAGE_BYTES, TOO_LARGE_MESSAGE, UploadImageFormSchema, type ImageFolder } from "@/lib/images/schemas";

/** The image plus the multipart envelope and the folderName field. */
const MAX_FORM_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

const tooLarge = () => new AppError(413, TOO_LARGE_MESSAGE);

/**
 * The body, refused as soon as it passes `max` bytes. Route handlers have no body limit of their
 * own and `request.formData()` would buffer whatever a client sends, declared length or not.
 */
async function readCapped(request: Request, max: number): Promise<Blob> {
  if (Number(request.headers.get("content-length")) > max) throw tooLarge();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  if (!request.body) return new Blob(chunks);
  const reader = request.body.getReader();
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new Blob(chunks);
}

async function readForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  // Anything that is not a form has no image in it: the field errors below say what is missing.
  if (!/^multipart\/form-data/i.test(contentType)) return new FormData();
  const body = await readCapped(request, MAX_FORM_BYTES);
  try {
    return await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError(400, "The upload is not a valid multipart/form-data body");
  }
}

/** The `image` and `folderName` of an upload request: 413 when too large, 422 when a field is missing or wrong. */
export async function readUploadForm(request: Request): Promise<{ bytes: Uint8Array; folder: ImageFolder }> {
  const form = await readForm(request);
  const { image, folderName } = UploadImageFormSchema.parse({
    image: form.get("image") ?? undefined,
    folderName: form.get("folderName") ?? undefined,
  });
  if (image.size > MAX_IMAGE_BYTES) throw tooLarge();
  return { bytes: new Uint8Array(await image.arrayBuffer()), folder: folderName };
}
