// Spec section 7, "Session": each row's request fields as the table names them, and the answer read
// as the spec's client reads it.
import { rm } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "@/tests/support/accounts";
import { SPEC_PASSWORD, signUpRestaurant, specCustomer, specOwner } from "@/tests/contract/spec-accounts";
import { specClient } from "@/tests/contract/spec-client";
import { setTemporaryDataDir } from "@/tests/support/image-fixtures";
import { newestLink } from "@/tests/support/mail-links";

const dataDir = setTemporaryDataDir();
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("Session calls of the spec's client", () => {
  it("POST /api/signup/customer: username, email, password, confirmPassword, usertype -> message", async () => {
    const client = specClient();
    const answer = await client.post("/api/signup/customer", {
      username: "Asha",
      email: uniqueEmail("signup"),
      password: SPEC_PASSWORD,
      confirmPassword: SPEC_PASSWORD,
      usertype: "customer",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Account created successfully. Please log in.");
  });

  it("POST /api/login/customer: email, password, usertype -> message and the user with tokens and favourites", async () => {
    const { client, email, username } = await specCustomer();
    const answer = await client.post("/api/login/customer", { email, password: SPEC_PASSWORD, usertype: "customer" });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Logged in successfully");
    const { user } = answer.body;
    expect(user._id).toEqual(expect.any(String));
    expect(user.username).toBe(username);
    expect(user.email).toBe(email);
    expect(user.image).toEqual({ imageUrl: "", public_id: "" });
    expect(user.accessToken).toEqual(expect.any(String));
    expect(user.refreshToken).toEqual(expect.any(String));
    expect(user.usertype).toBe("customer");
    expect(user.favouriteFoodItems).toEqual([]);
    expect(user.favouriteRestaurants).toEqual([]);
    expect(answer.body.restaurantInfo).toBeUndefined();
    // the login is the client's from now on: its cookies carry it
    expect((await client.get("/api/getFavouritesByCustomerid", { _id: user._id })).status).toBe(200);
  });

  it("POST /api/restaurantSignup: user, name, image, location, cuisines, opentime, closetime -> message", async () => {
    const client = specClient();
    const { signup } = await signUpRestaurant(client);
    expect(signup.status).toBe(200);
    expect(signup.body.message).toBe("Restaurant registered successfully. Please log in.");
  });

  it("POST /api/login/restaurant: the user, and restaurantInfo with user_id as an object", async () => {
    const client = specClient();
    const { email, name, image } = await signUpRestaurant(client);
    const answer = await client.post("/api/login/restaurant", {
      email,
      password: SPEC_PASSWORD,
      usertype: "restaurant",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Logged in successfully");
    const { user, restaurantInfo } = answer.body;
    expect(user.usertype).toBe("restaurant");
    expect(user.email).toBe(email);
    expect(user.accessToken).toEqual(expect.any(String));
    expect(restaurantInfo._id).toEqual(expect.any(String));
    expect(restaurantInfo.user_id._id).toBe(user._id);
    expect(restaurantInfo.name).toBe(name);
    expect(restaurantInfo.image.imageUrl).toBe(image.imageUrl);
    expect(restaurantInfo.image.public_id).toBe(image.public_id);
    expect(restaurantInfo.location).toEqual({ address: "12 Temple Street", city: "Chennai", state: "Tamil Nadu" });
  });

  it("POST /api/refreshAccessToken: accessToken, refreshToken, email -> new tokens and the user", async () => {
    const { client, user } = await specCustomer();
    const answer = await client.post("/api/refreshAccessToken", {
      accessToken: user.accessToken,
      refreshToken: user.refreshToken,
      email: user.email,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.accessToken).toEqual(expect.any(String));
    expect(answer.body.refreshToken).toEqual(expect.any(String));
    expect(answer.body.refreshToken).not.toBe(user.refreshToken);
    expect(answer.body.user).toEqual({
      _id: user._id,
      username: user.username,
      email: user.email,
      image: { imageUrl: "", public_id: "" },
      usertype: "customer",
      favouriteRestaurants: [],
      favouriteFoodItems: [],
    });
    expect(answer.body.restaurant).toBeUndefined();
  });

  it("POST /api/refreshAccessToken with a null email (nothing stored) works from the refresh token", async () => {
    const { client, user } = await specCustomer();
    const answer = await client.post("/api/refreshAccessToken", {
      accessToken: null,
      refreshToken: user.refreshToken,
      email: null,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user.email).toBe(user.email);
    // and with nothing but the cookie the browser holds
    const fromCookie = await client.post("/api/refreshAccessToken", {
      accessToken: null,
      refreshToken: null,
      email: null,
    });
    expect(fromCookie.status).toBe(200);
    expect(fromCookie.body.user._id).toBe(user._id);
  });

  it("POST /api/refreshAccessToken for a restaurant user also answers restaurant", async () => {
    const { client, user, restaurantInfo } = await specOwner();
    const answer = await client.post("/api/refreshAccessToken", {
      accessToken: user.accessToken,
      refreshToken: user.refreshToken,
      email: user.email,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user.usertype).toBe("restaurant");
    const { restaurant } = answer.body;
    expect(restaurant._id).toBe(restaurantInfo._id);
    expect(restaurant.user_id._id).toBe(user._id);
    expect(restaurant.name).toBe(restaurantInfo.name);
    expect(restaurant.image).toEqual(restaurantInfo.image);
    expect(restaurant.location).toEqual(restaurantInfo.location);
  });

  it("POST /api/logout: the user object -> message; the login is over", async () => {
    const { client, user } = await specCustomer();
    const answer = await client.post("/api/logout", user);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Logged out successfully");
    expect((await client.get("/api/getFavouritesByCustomerid", { _id: user._id })).status).toBe(401);
    const refresh = await client.post("/api/refreshAccessToken", {
      accessToken: user.accessToken,
      refreshToken: user.refreshToken,
      email: user.email,
    });
    expect(refresh.status).toBe(401);
  });

  it("POST /api/updateUserEmail: username, email -> message; once the new inbox confirms, the new email logs in", async () => {
    const { client, user } = await specCustomer();
    const email = uniqueEmail("renamed");
    // The spec's client logs in and changes at once: a login under 10 minutes old needs no password.
    const answer = await client.post("/api/updateUserEmail", { username: user.username, email });
    expect(answer.status).toBe(200);
    // The spec's client toasts the message; it reads alike for a free and a taken address (issue 27, item 5).
    expect(Object.keys(answer.body)).toEqual(["message"]);
    expect(answer.body.message).toMatch(/^Check your new inbox to confirm/);
    // Issue 29: the change waits for the link mailed to the new address.
    const link = await newestLink(user._id, "email_change");
    expect(link.to).toBe(email);
    expect((await specClient().post("/api/confirmEmailChange", { token: link.token })).status).toBe(200);
    const again = await specClient().post("/api/login/customer", {
      email,
      password: SPEC_PASSWORD,
      usertype: "customer",
    });
    expect(again.status).toBe(200);
    expect(again.body.user._id).toBe(user._id);
  });
});
