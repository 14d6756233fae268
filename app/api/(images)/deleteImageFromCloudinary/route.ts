// POST /api/deleteImageFromCloudinary - the uploader of an image deletes it
import { handler } from "@/lib/http/handler";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { DeleteImageSchema } from "@/lib/images/schemas";
import { deleteImage } from "@/lib/images/service";

// Public because the restaurant sign-up form removes its picture before the account exists;
// the service lets anonymous callers delete only their own fresh, unused uploads.
export const POST = handler({ auth: "public", body: DeleteImageSchema }, async ({ request, user, body }) => {
  await deleteImage(body.public_id, { user, ip: clientIp(request.headers) });
  return { message: "Image removed" };
});
