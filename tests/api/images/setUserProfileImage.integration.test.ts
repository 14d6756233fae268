import { access, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createUser } from "@/tests/support/factories";
import { SAMPLE_IMAGES, uploadRequest, setTemporaryDataDir } from "@/tests/support/image-fixtures";
import { bearerHeaders, cookieHeaders, jsonPost } from "@/tests/support/session";
import { POST as upload } from "@/app/api/(images)/uploadToCloudinary/route";
import { POST } from "@/app/api/(images)/setUserProfileImage/route";

const dataDir = setTemporaryDataDir();

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

type Uploaded = { imageUrl: string; public_id: string };

async function uploadAs(headers: Record<string, string>, folderName = "UserProfileImages"): Promise<Uploaded> {
  const response = await upload(uploadRequest({ image: SAMPLE_IMAGES.jpg, folderName }, headers));
  expect(response.status).toBe(200);
  return (await response.json()) as Uploaded;
}

const exists = (publicId: string) =>
  access(path.join(dataDir, "uploads", publicId.slice("local/".length))).then(
    () => true,
    () => false,
  );

const setImage = (body: unknown, headers: Record<string, string>) =>
  POST(jsonPost("/api/setUserProfileImage", body, headers));

async function profileOf(userId: string) {
  return db().user.findUniqueOrThrow({ where: { id: userId }, select: { imageUrl: true, imagePublicId: true } });
}

describe("POST /api/setUserProfileImage", () => {
  it("sets the caller's profile image to their upload and marks the upload as used", async () => {
    const user = await createUser("customer");
    const headers = await cookieHeaders(user);
    const image = await uploadAs(headers);

    const response = await setImage({ _id: user.id, ...image }, headers);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: "Profile image updated",
      image: { imageUrl: image.imageUrl, public_id: image.public_id },
    });
    expect(await profileOf(user.id)).toEqual({ imageUrl: image.imageUrl, imagePublicId: image.public_id });
    const row = await db().uploadedImage.findUniqueOrThrow({ where: { publicId: image.public_id } });
    expect(row.attachedAt).toBeInstanceOf(Date);
  });

  it("saves the stored URL of the upload, not the one the client sends", async () => {
    const user = await createUser("customer");
    const headers = await bearerHeaders(user);
    const image = await uploadAs(headers);

    const response = await setImage(
      { _id: user.id, imageUrl: "https://evil.example/tracker.gif", public_id: image.public_id },
      headers,
    );

    expect(response.status).toBe(200);
    expect((await profileOf(user.id)).imageUrl).toBe(image.imageUrl);
  });

  it("deletes the image it replaces, file and row", async () => {
    const user = await createUser("restaurant");
    const headers = await bearerHeaders(user);
    const first = await uploadAs(headers);
    const second = await uploadAs(headers);
    expect((await setImage({ _id: user.id, ...first }, headers)).status).toBe(200);

    expect((await setImage({ _id: user.id, ...second }, headers)).status).toBe(200);

    expect(await profileOf(user.id)).toEqual({ imageUrl: second.imageUrl, imagePublicId: second.public_id });
    expect(await db().uploadedImage.findUnique({ where: { publicId: first.public_id } })).toBeNull();
    expect(await exists(first.public_id)).toBe(false);
    expect(await exists(second.public_id)).toBe(true);
  });

  it("keeps the image when the same one is set again", async () => {
    const user = await createUser("customer");
    const headers = await bearerHeaders(user);
    const image = await uploadAs(headers);
    await setImage({ _id: user.id, ...image }, headers);

    expect((await setImage({ _id: user.id, ...image }, headers)).status).toBe(200);
    expect(await exists(image.public_id)).toBe(true);
    expect((await profileOf(user.id)).imagePublicId).toBe(image.public_id);
  });

  it("refuses (403) to set another user's profile", async () => {
    const user = await createUser("customer");
    const victim = await createUser("customer");
    const headers = await bearerHeaders(user);
    const image = await uploadAs(headers);

    const response = await setImage({ _id: victim.id, ...image }, headers);

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "You can only change your own profile image" });
    expect(await profileOf(victim.id)).toEqual({ imageUrl: null, imagePublicId: null });
  });

  it("refuses (403) an image someone else uploaded, and one that does not exist", async () => {
    const user = await createUser("customer");
    const other = await createUser("customer");
    const theirs = await uploadAs(await bearerHeaders(other));
    const headers = await bearerHeaders(user);

    for (const publicId of [theirs.public_id, "local/UserProfileImages/made-up.png"]) {
      const response = await setImage({ _id: user.id, imageUrl: theirs.imageUrl, public_id: publicId }, headers);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: "You can only use an image you uploaded" });
    }
    expect(await profileOf(user.id)).toEqual({ imageUrl: null, imagePublicId: null });
    const row = await db().uploadedImage.findUniqueOrThrow({ where: { publicId: theirs.public_id } });
    expect(row).toMatchObject({ ownerId: other.id, attachedAt: null });
  });

  it("refuses (422) a picture uploaded for a restaurant or a dish, which replacing would delete", async () => {
    const owner = await createUser("restaurant");
    const headers = await bearerHeaders(owner);
    const dish = await uploadAs(headers, "FoodItemImages");

    const response = await setImage({ _id: owner.id, ...dish }, headers);

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "Some fields are missing or invalid",
      errors: { public_id: ["Upload the picture with folderName UserProfileImages to use it as a profile image"] },
    });
    expect(await profileOf(owner.id)).toEqual({ imageUrl: null, imagePublicId: null });
  });

  it("answers 422 with field errors when fields are missing", async () => {
    const user = await createUser("customer");
    const response = await setImage({ imageUrl: "/uploads/x.png" }, await bearerHeaders(user));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "Some fields are missing or invalid",
      errors: { _id: ["_id is required"], public_id: ["public_id is required"] },
    });
  });

  it("needs a login (401)", async () => {
    const response = await setImage({ _id: "someone", imageUrl: "/x.png", public_id: "local/x" }, {});
    expect(response.status).toBe(401);
  });
});
