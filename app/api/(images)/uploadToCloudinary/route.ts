// POST /api/uploadToCloudinary - a logged-in user, or a restaurant still signing up, uploads an image
import { handler } from "@/lib/http/handler";
import { absoluteUrl } from "@/lib/http/public-url";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { limitAnonymousUploads, limitUserUploads, uploadImage } from "@/lib/images/service";
import { readUploadForm } from "@/lib/images/upload-form";

// The wrapper parses JSON bodies only, so the multipart form is read here; who may upload to which
// folder (anonymous callers: the sign-up's restaurant picture) is decided by the service.
export const POST = handler({ auth: "public" }, async ({ request, user }) => {
  const ip = clientIp(request.headers);
  // Counted before the body is read, so a flood of uploads costs one query each.
  if (user) await limitUserUploads(user.id);
  else await limitAnonymousUploads(ip);
  const { bytes, folder } = await readUploadForm(request);
  const image = await uploadImage({ bytes, folder, caller: { user, ip } });
  return { imageUrl: absoluteUrl(image.url), public_id: image.publicId, message: "Image Uploaded" };
});
