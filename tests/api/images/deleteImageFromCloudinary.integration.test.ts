import { access, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { randomIp } from "@/tests/support/accounts";
import { createUser } from "@/tests/support/factories";
import { fromIp, SAMPLE_IMAGES, uploadRequest, setTemporaryDataDir } from "@/tests/support/image-fixtures";
import { bearerHeaders, cookieHeaders, jsonPost } from "@/tests/support/session";
import { POST as upload } from "@/app/api/(images)/uploadToCloudinary/route";
import { POST } from "@/app/api/(images)/deleteImageFromCloudinary/route";

const dataDir = setTemporaryDataDir();

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

type Uploaded = { imageUrl: string; public_id: string };

async function uploadAs(headers: Record<string, string>, folderName = "UserProfileImages"): Promise<Uploaded> {
  const response = await upload(uploadRequest({ image: SAMPLE_IMAGES.png, folderName }, headers));
  expect(response.status).toBe(200);
  return (await response.json()) as Uploaded;
}

function fileOf(publicId: string): string {
  return path.join(dataDir, "uploads", publicId.slice("local/".length));
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const remove = (publicId: unknown, headers: Record<string, string> = {}) =>
  POST(jsonPost("/api/deleteImageFromCloudinary", { public_id: publicId }, headers));

describe("POST /api/deleteImageFromCloudinary", () => {
  it("lets the uploader delete their image: the file and the row are gone", async () => {
    const user = await createUser("restaurant");
    const headers = await cookieHeaders(user);
    const image = await uploadAs(headers, "FoodItemImages");
    expect(await exists(fileOf(image.public_id))).toBe(true);

    const response = await remove(image.public_id, headers);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Image removed" });
    expect(await db().uploadedImage.findUnique({ where: { publicId: image.public_id } })).toBeNull();
    expect(await exists(fileOf(image.public_id))).toBe(false);
  });

  it("refuses another user (403) and keeps the image", async () => {
    const owner = await createUser("customer");
    const other = await createUser("customer");
    const image = await uploadAs(await bearerHeaders(owner));

    const response = await remove(image.public_id, await bearerHeaders(other));

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "You can only remove images you uploaded" });
    expect(await db().uploadedImage.findUnique({ where: { publicId: image.public_id } })).not.toBeNull();
    expect(await exists(fileOf(image.public_id))).toBe(true);
  });

  it("asks an anonymous caller to log in for a user's image, even from the uploader's address", async () => {
    const ip = randomIp();
    const owner = await createUser("customer");
    const image = await uploadAs(fromIp(ip, await bearerHeaders(owner)));

    const response = await remove(image.public_id, fromIp(ip));

    expect(response.status).toBe(401);
    expect(await db().uploadedImage.count({ where: { publicId: image.public_id } })).toBe(1);
  });

  it("answers 404 for an unknown public_id", async () => {
    const user = await createUser("customer");
    const response = await remove("local/UserProfileImages/nothing-here.png", await bearerHeaders(user));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Image not found" });
  });

  it("answers 422 without a public_id", async () => {
    const user = await createUser("customer");
    const response = await remove(undefined, await bearerHeaders(user));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "Some fields are missing or invalid",
      errors: { public_id: ["public_id is required"] },
    });
  });

  describe("an anonymous sign-up upload", () => {
    it("can be removed by the same address while unused (the sign-up form's remove button)", async () => {
      const ip = randomIp();
      const image = await uploadAs(fromIp(ip), "RestaurantImages");

      const response = await remove(image.public_id, fromIp(ip));

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: "Image removed" });
      expect(await db().uploadedImage.count({ where: { publicId: image.public_id } })).toBe(0);
      expect(await exists(fileOf(image.public_id))).toBe(false);
    });

    it("cannot be removed from another address, logged in or not", async () => {
      const image = await uploadAs(fromIp(randomIp()), "RestaurantImages");
      const stranger = await createUser("restaurant");

      expect((await remove(image.public_id, fromIp(randomIp()))).status).toBe(403);
      expect((await remove(image.public_id, fromIp(randomIp(), await bearerHeaders(stranger)))).status).toBe(403);
      expect(await db().uploadedImage.count({ where: { publicId: image.public_id } })).toBe(1);
      expect(await exists(fileOf(image.public_id))).toBe(true);
    });

    it("cannot be removed anonymously once a restaurant uses it", async () => {
      const ip = randomIp();
      const image = await uploadAs(fromIp(ip), "RestaurantImages");
      await db().uploadedImage.update({ where: { publicId: image.public_id }, data: { attachedAt: new Date() } });

      const response = await remove(image.public_id, fromIp(ip));

      expect(response.status).toBe(403);
      expect(await exists(fileOf(image.public_id))).toBe(true);
    });
  });

  it("clears the profile of a user whose profile image it was", async () => {
    const user = await createUser("customer");
    const headers = await bearerHeaders(user);
    const image = await uploadAs(headers);
    await db().user.update({
      where: { id: user.id },
      data: { imageUrl: image.imageUrl, imagePublicId: image.public_id },
    });

    expect((await remove(image.public_id, headers)).status).toBe(200);
    expect(await db().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      imageUrl: null,
      imagePublicId: null,
    });
  });
});
