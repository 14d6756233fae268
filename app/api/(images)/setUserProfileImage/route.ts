// POST /api/setUserProfileImage - a user makes an image they uploaded their profile image
import { handler } from "@/lib/http/handler";
import { absoluteUrl } from "@/lib/http/public-url";
import { SetProfileImageSchema } from "@/lib/images/schemas";
import { setProfileImage } from "@/lib/images/service";

export const POST = handler({ auth: "user", body: SetProfileImageSchema }, async ({ user, body }) => {
  const image = await setProfileImage(user, { userId: body._id, publicId: body.public_id });
  return { message: "Profile image updated", image: { imageUrl: absoluteUrl(image.url), public_id: image.publicId } };
});
