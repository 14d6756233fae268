import { describe, expect, it } from "vitest";
import { POST as restaurantSignup } from "@/app/api/(accounts)/restaurantSignup/route";
import { POST as updateUserEmail } from "@/app/api/(accounts)/updateUserEmail/route";
import { EMAIL_CHANGE_ANSWER } from "@/lib/accounts/email-change";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import { db } from "@/lib/db";
import { randomIp, setCookies, uniqueEmail } from "@/tests/support/accounts";
import { createUser, uniqueSuffix } from "@/tests/support/factories";
import { newestLink } from "@/tests/support/mail-links";
import { bearerHeaders, cookieHeaders, jsonPost } from "@/tests/support/session";

async function anonymousUpload(ip = randomIp()) {
  const publicId = `local/RestaurantImages/${uniqueSuffix()}.png`;
  const row = await db().uploadedImage.create({
    data: { publicId, url: `/uploads/${publicId.slice(6)}`, folder: "RestaurantImages", uploaderIp: ip },
  });
  return { ...row, ip };
}

function signupBody(email: string, image: { url: string; publicId: string }) {
  return {
    user: { username: "Ravi", email, password: "owner-password-1", usertype: "restaurant" },
    name: "Ravi's Dosa Corner",
    image: { imageUrl: "https://evil.example/ignored.png", public_id: image.publicId },
    // One restaurant of a name per address (409 otherwise): each sign-up gets its own door number.
    location: { address: `12 Temple Street, door ${email}`, city: "Chennai", state: "Tamil Nadu" },
    cuisines: ["South Indian", "Beverages", "South Indian"],
    opentime: "07:00",
    closetime: { closehour: 22, closeminute: 30 },
  };
}

describe("POST /api/restaurantSignup", () => {
  it("creates the owner and the restaurant together, with the uploaded image attached to them", async () => {
    const image = await anonymousUpload();
    const email = uniqueEmail("owner");
    const res = await restaurantSignup(
      jsonPost("/api/restaurantSignup", signupBody(email, image), { "x-forwarded-for": image.ip }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Restaurant registered successfully. Please log in." });
    // Issue 29: the welcome, with its confirmation link, is queued in the sign-up's transaction.
    const welcome = await newestLink((await db().user.findFirstOrThrow({ where: { email } })).id, "email_verify");
    expect(welcome.to).toBe(email);
    expect(welcome.url.pathname).toBe("/verify-email");

    const owner = await db().user.findUniqueOrThrow({
      where: { email_userType: { email, userType: "restaurant" } },
      include: { restaurant: true },
    });
    expect(owner.restaurant).toMatchObject({
      name: "Ravi's Dosa Corner",
      imageUrl: image.url,
      imagePublicId: image.publicId,
      city: "Chennai",
      cuisines: ["South Indian", "Beverages"],
      openMinute: 420,
      closeMinute: 1350,
      timeZone: "Asia/Kolkata",
      // it delivers to its own city, the whole city, until the owner says otherwise
      deliveryCities: ["Chennai"],
      deliveryCityKeys: ["chennai"],
      deliveryPincodes: [],
      pausedAt: null,
    });
    expect(owner.restaurant!.deliveryMinutes).toBeGreaterThanOrEqual(28);
    const attached = await db().uploadedImage.findUniqueOrThrow({ where: { publicId: image.publicId } });
    expect(attached.ownerId).toBe(owner.id);
    expect(attached.attachedAt).not.toBeNull();
  });

  it("leaves no half-created account when the restaurant part fails", async () => {
    const email = uniqueEmail("owner");
    const noImage = await restaurantSignup(
      jsonPost(
        "/api/restaurantSignup",
        signupBody(email, { url: "/x.png", publicId: "local/RestaurantImages/missing.png" }),
        { "x-forwarded-for": randomIp() },
      ),
    );
    expect(noImage.status).toBe(422);
    expect(await db().user.count({ where: { email } })).toBe(0);

    // a duplicate email fails after the image check passed: the image stays unattached
    const existing = await createUser("restaurant");
    const image = await anonymousUpload();
    const duplicate = await restaurantSignup(
      jsonPost("/api/restaurantSignup", signupBody(existing.email, image), { "x-forwarded-for": image.ip }),
    );
    expect(duplicate.status).toBe(409);
    expect(await db().restaurant.count({ where: { owner: { email: existing.email } } })).toBe(0);
    expect((await db().uploadedImage.findUniqueOrThrow({ where: { publicId: image.publicId } })).attachedAt).toBeNull();
  });

  it("refuses an image someone else uploaded", async () => {
    const image = await anonymousUpload();
    const email = uniqueEmail("owner");
    const res = await restaurantSignup(
      jsonPost("/api/restaurantSignup", signupBody(email, image), { "x-forwarded-for": randomIp() }),
    );
    expect(res.status).toBe(422);
    expect(await db().user.count({ where: { email } })).toBe(0);
    expect((await db().uploadedImage.findUniqueOrThrow({ where: { publicId: image.publicId } })).attachedAt).toBeNull();
  });

  it("answers 422 for bad hours, unknown cuisines and blank fields", async () => {
    const image = await anonymousUpload();
    const body = { ...signupBody(uniqueEmail(), image), opentime: "24:00", cuisines: ["Martian"], name: " " };
    const res = await restaurantSignup(jsonPost("/api/restaurantSignup", body, { "x-forwarded-for": image.ip }));
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["name", "cuisines.0", "opentime"]));
  });
});

describe("POST /api/updateUserEmail", () => {
  it("asks for the caller's own change: the email stays until the link mailed to the new address is followed", async () => {
    const user = await createUser();
    const email = uniqueEmail("new");
    const res = await updateUserEmail(
      jsonPost(
        "/api/updateUserEmail",
        { username: user.username, email: email.toUpperCase() },
        await cookieHeaders(user),
      ),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: EMAIL_CHANGE_ANSWER });
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    // The confirmation waits for the new address (its journey: tests/api/accounts/email-change-confirm.integration.test.ts).
    const pending = await db().accountToken.findMany({ where: { userId: user.id, purpose: "email_change" } });
    expect(pending.map((t) => t.email)).toEqual([email]);
    expect(setCookies(res).has(SESSION_COOKIE)).toBe(false);
  });

  it("refuses an invalid email, another user's username and anonymous callers; a taken one changes nothing", async () => {
    const user = await createUser();
    const other = await createUser();
    const headers = await bearerHeaders(user);

    const invalid = await updateUserEmail(jsonPost("/api/updateUserEmail", { email: "no-at-sign" }, headers));
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { errors: Record<string, string[]> }).errors.email).toEqual([
      "Email should be valid",
    ]);

    // Answered as a free address is (issue 27, item 5): the account keeps its email, checked below.
    const taken = await updateUserEmail(jsonPost("/api/updateUserEmail", { email: other.email }, headers));
    expect(taken.status).toBe(200);

    const someoneElse = await updateUserEmail(
      jsonPost("/api/updateUserEmail", { username: other.username, email: uniqueEmail() }, headers),
    );
    expect(someoneElse.status).toBe(403);

    expect((await updateUserEmail(jsonPost("/api/updateUserEmail", { email: uniqueEmail() }))).status).toBe(401);
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });
});
