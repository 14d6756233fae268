// Accounts made the way the spec's client makes them (sign-up, then login, through the calls), each
// with a client of its own (its own cookies and address).
import { expect } from "vitest";
import { uniqueEmail } from "@/tests/support/accounts";
import { uniqueSuffix } from "@/tests/support/factories";
import { specClient, type SpecClient, type SpecClientOptions } from "@/tests/contract/spec-client";
import { SAMPLE_IMAGES } from "@/tests/support/image-fixtures";
import { approveRestaurantOf } from "@/tests/support/partners";

export const SPEC_PASSWORD = "spec-client-password-1";

/** The multipart form of the spec's upload call: `image` (a real PNG) and `folderName`. */
export function imageForm(folderName: string, fileName = "photo.png"): FormData {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(SAMPLE_IMAGES.png)], { type: "image/png" }), fileName);
  form.append("folderName", folderName);
  return form;
}

/** A customer signed up and logged in through the spec's calls: their client and the login answer's user. */
export async function specCustomer(options: SpecClientOptions = {}) {
  const client = specClient(options);
  const username = `Asha ${uniqueSuffix()}`;
  const email = uniqueEmail("spec-customer");
  const signup = await client.post("/api/signup/customer", {
    username,
    email,
    password: SPEC_PASSWORD,
    confirmPassword: SPEC_PASSWORD,
    usertype: "customer",
  });
  expect(signup.status, JSON.stringify(signup.body)).toBe(200);
  const login = await client.post("/api/login/customer", { email, password: SPEC_PASSWORD, usertype: "customer" });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { client, email, username, user: login.body.user, login: login.body };
}

/** The spec's restaurant sign-up form, sent by `client` with a picture it uploaded first (open around the clock). */
export async function signUpRestaurant(client: SpecClient, email = uniqueEmail("spec-owner")) {
  const upload = await client.post("/api/uploadToCloudinary", imageForm("RestaurantImages"));
  expect(upload.status, JSON.stringify(upload.body)).toBe(200);
  const name = `Spec Kitchen ${uniqueSuffix()}`;
  const signup = await client.post("/api/restaurantSignup", {
    user: { username: `Ravi ${uniqueSuffix()}`, email, password: SPEC_PASSWORD, usertype: "restaurant" },
    name,
    image: { imageUrl: upload.body.imageUrl, public_id: upload.body.public_id },
    location: { address: "12 Temple Street", city: "Chennai", state: "Tamil Nadu" },
    cuisines: ["South Indian", "Beverages"],
    // equal open and close times: open around the clock
    opentime: { openhour: 0, openminute: 0 },
    closetime: { closehour: 0, closeminute: 0 },
  });
  return { signup, email, name, image: upload.body as { imageUrl: string; public_id: string } };
}

/** A restaurant owner signed up and logged in through the spec's calls: their client, user and restaurantInfo. */
export async function specOwner(options: SpecClientOptions = {}) {
  const client = specClient(options);
  const { signup, email, name, image } = await signUpRestaurant(client);
  expect(signup.status, JSON.stringify(signup.body)).toBe(200);
  // A new restaurant is pending until the platform approves it (issue 33): these tests list it and order from it.
  await approveRestaurantOf(email);
  const login = await client.post("/api/login/restaurant", { email, password: SPEC_PASSWORD, usertype: "restaurant" });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { client, email, name, image, user: login.body.user, restaurantInfo: login.body.restaurantInfo };
}
