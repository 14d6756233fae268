// POST /api/removeUserProfileImage - a user removes their profile image
import { handler } from "@/lib/http/handler";
import { RemoveProfileImageSchema } from "@/lib/images/schemas";
import { removeProfileImage } from "@/lib/images/service";

export const POST = handler({ auth: "user", body: RemoveProfileImageSchema }, async ({ user, body }) => {
  await removeProfileImage(user, body._id);
  return { message: "Profile image removed" };
});
