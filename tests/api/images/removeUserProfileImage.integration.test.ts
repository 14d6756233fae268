import { access, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createUser } from "@/tests/support/factories";
import { SAMPLE_IMAGES, uploadRequest, setTemporaryDataDir } from "@/tests/support/image-fixtures";
import { bearerHeaders, cookieHeaders, jsonPost } from "@/tests/support/session";
import { POST as setProfileImage } from "@/app/api/(images)/setUserProfileImage/route";
import { POST as upload } from "@/app/api/(images)/uploadToCloudinary/route";
import { POST } from "@/app/api/(images)/removeUserProfileImage/route";

const dataDir = setTemporaryDataDir();

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const exists = (publicId: string) =>
  access(path.join(dataDir, "uploads", publicId.slice("local/".length))).then(
    () => true,
    () => false,
  );

async function withProfileImage(userType: "customer" | "restaurant" = "customer") {
  const user = await createUser(userType);
  const headers = await bearerHeaders(user);
  const uploaded = await upload(uploadRequest({ image: SAMPLE_IMAGES.avif, folderName: "UserProfileImages" }, headers));
  const image = (await uploaded.json()) as { imageUrl: string; public_id: string };
  const set = await setProfileImage(jsonPost("/api/setUserProfileImage", { _id: user.id, ...image }, headers));
  expect(set.status).toBe(200);
  return { user, image };
}

const removeImage = (body: unknown, headers: Record<string, string>) =>
  POST(jsonPost("/api/removeUserProfileImage", body, headers));

describe("POST /api/removeUserProfileImage", () => {
  it("clears the caller's profile image and deletes it", async () => {
    const { user, image } = await withProfileImage();

    const response = await removeImage({ _id: user.id }, await cookieHeaders(user));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Profile image removed" });
    expect(await db().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      imageUrl: null,
      imagePublicId: null,
    });
    expect(await db().uploadedImage.findUnique({ where: { publicId: image.public_id } })).toBeNull();
    expect(await exists(image.public_id)).toBe(false);
  });

  it("answers 200 when there is no image to remove", async () => {
    const user = await createUser("restaurant");
    const response = await removeImage({ _id: user.id }, await bearerHeaders(user));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Profile image removed" });
  });

  it("refuses (403) to touch another user's profile", async () => {
    const { user: victim, image } = await withProfileImage();
    const attacker = await createUser("customer");

    const response = await removeImage({ _id: victim.id }, await bearerHeaders(attacker));

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "You can only change your own profile image" });
    expect((await db().user.findUniqueOrThrow({ where: { id: victim.id } })).imagePublicId).toBe(image.public_id);
    expect(await exists(image.public_id)).toBe(true);
  });

  it("answers 422 without an _id", async () => {
    const user = await createUser("customer");
    const response = await removeImage({}, await bearerHeaders(user));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "Some fields are missing or invalid",
      errors: { _id: ["_id is required"] },
    });
  });

  it("needs a login (401)", async () => {
    const { user, image } = await withProfileImage();
    const response = await removeImage({ _id: user.id }, {});
    expect(response.status).toBe(401);
    expect(await exists(image.public_id)).toBe(true);
  });
});
