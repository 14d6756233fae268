// Spec section 7, "Images": uploads as multipart forms, and the other calls with the table's fields,
// read as the spec's client reads the answers. Images go to local disk (no CLOUDINARY_URL).
import { rm } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { imageForm, SPEC_PASSWORD, specCustomer, specOwner } from "@/tests/contract/spec-accounts";
import { specClient } from "@/tests/contract/spec-client";
import { setTemporaryDataDir } from "@/tests/support/image-fixtures";

const dataDir = setTemporaryDataDir();
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The user object a fresh login answers (the image the client would store). */
async function loginUser(email: string, usertype: "customer" | "restaurant") {
  const answer = await specClient().post(`/api/login/${usertype}`, { email, password: SPEC_PASSWORD, usertype });
  expect(answer.status).toBe(200);
  return answer.body.user;
}

describe("Image calls as the spec's client makes them", () => {
  it("POST /api/uploadToCloudinary: multipart image and folderName -> imageUrl and public_id, for each folder", async () => {
    const customer = await specCustomer();
    const owner = await specOwner();
    for (const [client, folderName] of [
      [customer.client, "UserProfileImages"],
      [owner.client, "RestaurantImages"],
      [owner.client, "FoodItemImages"],
    ] as const) {
      const answer = await client.post("/api/uploadToCloudinary", imageForm(folderName));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.public_id).toMatch(new RegExp(`^local/${folderName}/[a-f0-9]{32}\\.png$`));
      expect(answer.body.imageUrl).toBe(`/uploads/${answer.body.public_id.slice("local/".length)}`);
      // the URL shows the picture
      const picture = await specClient().get(answer.body.imageUrl);
      expect(picture.status).toBe(200);
      expect(picture.contentType).toBe("image/png");
    }
    // the sign-up form uploads its restaurant picture before there is an account
    const visitor = await specClient().post("/api/uploadToCloudinary", imageForm("RestaurantImages"));
    expect(visitor.status).toBe(200);
    expect(visitor.body.public_id).toMatch(/^local\/RestaurantImages\//);
  });

  it("POST /api/deleteImageFromCloudinary: public_id -> 200, and the image is gone", async () => {
    const { client } = await specCustomer();
    const upload = await client.post("/api/uploadToCloudinary", imageForm("UserProfileImages"));
    const answer = await client.post("/api/deleteImageFromCloudinary", { public_id: upload.body.public_id });
    expect(answer.status).toBe(200);
    expect((await specClient().get(upload.body.imageUrl)).status).toBe(404);
  });

  it("POST /api/setUserProfileImage: _id, imageUrl, public_id -> the user's image", async () => {
    const { client, user, email } = await specCustomer();
    const upload = await client.post("/api/uploadToCloudinary", imageForm("UserProfileImages"));
    const answer = await client.post("/api/setUserProfileImage", {
      _id: user._id,
      imageUrl: upload.body.imageUrl,
      public_id: upload.body.public_id,
    });
    expect(answer.status).toBe(200);
    expect((await loginUser(email, "customer")).image).toEqual({
      imageUrl: upload.body.imageUrl,
      public_id: upload.body.public_id,
    });
  });

  it("POST /api/removeUserProfileImage: _id -> the user has no image", async () => {
    const { client, user, email } = await specCustomer();
    const upload = await client.post("/api/uploadToCloudinary", imageForm("UserProfileImages"));
    await client.post("/api/setUserProfileImage", {
      _id: user._id,
      imageUrl: upload.body.imageUrl,
      public_id: upload.body.public_id,
    });
    const answer = await client.post("/api/removeUserProfileImage", { _id: user._id });
    expect(answer.status).toBe(200);
    expect((await loginUser(email, "customer")).image).toEqual({ imageUrl: "", public_id: "" });
  });
});
