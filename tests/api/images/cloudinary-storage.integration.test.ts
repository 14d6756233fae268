import { readdir, rm } from "node:fs/promises";
import { afterAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { randomIp } from "@/tests/support/accounts";
import { startFakeCloudinary, type FakeCloudinaryRequest } from "@/tests/support/fake-cloudinary";
import { createUser } from "@/tests/support/factories";
import { fromIp, SAMPLE_IMAGES, uploadRequest, setTemporaryDataDir } from "@/tests/support/image-fixtures";
import { bearerHeaders, jsonPost } from "@/tests/support/session";

// The SDK reads upload_prefix (and so http rather than https) from CLOUDINARY_URL when it is first
// loaded, so the fake starts and the variable is set before any module that loads the SDK.
const fake = await startFakeCloudinary();
process.env.CLOUDINARY_URL = fake.cloudinaryUrl;
const dataDir = setTemporaryDataDir();
const { POST: upload } = await import("@/app/api/(images)/uploadToCloudinary/route");
const { POST: deleteImage } = await import("@/app/api/(images)/deleteImageFromCloudinary/route");
const { POST: setProfileImage } = await import("@/app/api/(images)/setUserProfileImage/route");

afterAll(async () => {
  await fake.close();
  await rm(dataDir, { recursive: true, force: true });
});

type UploadBody = { imageUrl: string; public_id: string; message: string };

function lastRequest(action: "upload" | "destroy"): FakeCloudinaryRequest {
  const found = fake.requests.filter((r) => r.action === action).at(-1);
  if (!found) throw new Error(`The fake received no ${action}`);
  return found;
}

async function uploadAs(headers: Record<string, string>, folderName = "UserProfileImages"): Promise<UploadBody> {
  const response = await upload(uploadRequest({ image: SAMPLE_IMAGES.webp, folderName }, headers));
  expect(response.status).toBe(200);
  return (await response.json()) as UploadBody;
}

describe("images in Cloudinary (through the SDK, against a local fake)", () => {
  it("uploads the bytes with a signed request and answers with Cloudinary's URL and public id", async () => {
    const user = await createUser("restaurant");
    const before = fake.requests.length;

    const body = await uploadAs(await bearerHeaders(user), "FoodItemImages");

    expect(fake.requests.length).toBe(before + 1);
    const sent = lastRequest("upload");
    expect(sent.status).toBe(200);
    expect(sent.cloud).toBe(fake.cloudName);
    expect(sent.fields).toMatchObject({ api_key: expect.any(String), timestamp: expect.stringMatching(/^\d+$/) });
    expect(sent.fields.signature).toMatch(/^[a-f0-9]{40}$/);
    expect(sent.fields.folder).toBe("FoodItemImages");
    expect(sent.file).toEqual(SAMPLE_IMAGES.webp);

    const answer = sent.response as { secure_url: string; public_id: string };
    expect(body).toEqual({ imageUrl: answer.secure_url, public_id: answer.public_id, message: "Image Uploaded" });
    expect(body.imageUrl).toMatch(/^https:\/\/res\.cloudinary\.com\/thali-test\/image\/upload\/v\d+\/FoodItemImages\//);
    expect(await db().uploadedImage.findUniqueOrThrow({ where: { publicId: body.public_id } })).toMatchObject({
      url: body.imageUrl,
      folder: "FoodItemImages",
      ownerId: user.id,
    });
    // nothing lands on the local disk when Cloudinary is configured
    expect(await readdir(dataDir)).toEqual([]);
  });

  it("deletes through Cloudinary's destroy call", async () => {
    const user = await createUser("customer");
    const headers = await bearerHeaders(user);
    const image = await uploadAs(headers);
    expect(fake.stored.has(image.public_id)).toBe(true);

    const response = await deleteImage(
      jsonPost("/api/deleteImageFromCloudinary", { public_id: image.public_id }, headers),
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Image removed" });
    const sent = lastRequest("destroy");
    expect(sent.fields).toMatchObject({ public_id: image.public_id, api_key: expect.any(String) });
    expect(sent.fields.signature).toMatch(/^[a-f0-9]{40}$/);
    expect(sent.response).toEqual({ result: "ok" });
    expect(fake.stored.has(image.public_id)).toBe(false);
    expect(await db().uploadedImage.count({ where: { publicId: image.public_id } })).toBe(0);
  });

  it("treats an image Cloudinary no longer has as deleted", async () => {
    const ip = randomIp();
    const image = await uploadAs(fromIp(ip), "RestaurantImages");
    fake.stored.delete(image.public_id);

    const response = await deleteImage(
      jsonPost("/api/deleteImageFromCloudinary", { public_id: image.public_id }, fromIp(ip)),
    );

    expect(response.status).toBe(200);
    expect(lastRequest("destroy").response).toEqual({ result: "not found" });
    expect(await db().uploadedImage.count({ where: { publicId: image.public_id } })).toBe(0);
  });

  it("destroys the profile image a new one replaces", async () => {
    const user = await createUser("customer");
    const headers = await bearerHeaders(user);
    const first = await uploadAs(headers);
    const second = await uploadAs(headers);
    const set = (image: UploadBody) =>
      setProfileImage(jsonPost("/api/setUserProfileImage", { _id: user.id, ...image }, headers));
    expect((await set(first)).status).toBe(200);

    expect((await set(second)).status).toBe(200);

    expect(lastRequest("destroy").fields.public_id).toBe(first.public_id);
    expect(fake.stored.has(first.public_id)).toBe(false);
    expect(fake.stored.has(second.public_id)).toBe(true);
  });

  it("answers 502 while Cloudinary is down, storing nothing and deleting nothing", async () => {
    const user = await createUser("customer");
    const headers = await bearerHeaders(user);
    const image = await uploadAs(headers);
    const serverLog = vi.spyOn(console, "error").mockImplementation(() => undefined);
    fake.failing = true;
    try {
      const uploadResponse = await upload(
        uploadRequest({ image: SAMPLE_IMAGES.png, folderName: "UserProfileImages" }, headers),
      );
      expect(uploadResponse.status).toBe(502);
      expect(await uploadResponse.json()).toEqual({
        message: "The image service is not answering right now. Please try again.",
      });
      expect(await db().uploadedImage.count({ where: { ownerId: user.id } })).toBe(1);

      const deleteResponse = await deleteImage(
        jsonPost("/api/deleteImageFromCloudinary", { public_id: image.public_id }, headers),
      );
      expect(deleteResponse.status).toBe(502);
      // kept, so that the delete can be retried
      expect(await db().uploadedImage.count({ where: { publicId: image.public_id } })).toBe(1);
      // the cause is in the server log, not in the answer
      expect(serverLog).toHaveBeenCalledTimes(2);
      expect(String(serverLog.mock.calls[0]?.[1])).toContain("Service temporarily unavailable");
    } finally {
      fake.failing = false;
      serverLog.mockRestore();
    }
  });

  it("keeps the fake honest: a request signed with another secret is refused", async () => {
    const base = new URL(fake.cloudinaryUrl).searchParams.get("upload_prefix") ?? "";
    const response = await fetch(`${base}/v1_1/${fake.cloudName}/image/destroy`, {
      method: "POST",
      body: new URLSearchParams({
        public_id: "x",
        api_key: "123456789012345",
        timestamp: "1",
        signature: "0".repeat(40),
      }),
    });
    expect(response.status).toBe(401);
    expect(lastRequest("destroy")).toMatchObject({ status: 401, fields: { public_id: "x" } });
  });
});
