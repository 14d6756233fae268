import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET as fetchRestaurants } from "@/app/api/(catalog)/fetchRestaurants/route";
import { db } from "@/lib/db";
import { NO_PHOTO_URL } from "@/lib/owner/settings-rules";
import { createMenuItem, createUser, uniqueSuffix } from "@/tests/support/factories";
import { ownerSession, strangers, uploadedImage } from "@/tests/support/owner-calls";
import { checkoutBody, customerSession, post as orderPost } from "@/tests/support/order-calls";
import { bearerHeaders } from "@/tests/support/session";
import {
  answer,
  getSettings,
  publicRestaurant,
  saveRecorded,
  saveSettings,
  settingsBody,
  settingsTestSetup,
} from "@/tests/support/settings-calls";

const dataDir = settingsTestSetup();
const save = saveSettings;

async function listed(id: string, name: string) {
  const url = `http://localhost/api/fetchRestaurants?q=${encodeURIComponent(name)}&pageSize=100`;
  const { body } = await answer(await fetchRestaurants(new Request(url)));
  return body.restaurants.find((r: { _id: string }) => r._id === id);
}

/** Whether an upload still has its row and its file on disk. */
function imageExists(publicId: string) {
  const file = path.join(dataDir, "uploads", publicId.replace(/^local\//, ""));
  return db()
    .uploadedImage.findUnique({ where: { publicId } })
    .then((row) => ({ row: row !== null, file: existsSync(file), attached: row?.attachedAt != null }));
}

describe("GET /api/restaurantSettings", () => {
  it("answers the owner's own restaurant in the form's shape", async () => {
    const { restaurant, headers } = await ownerSession();
    expect(await getSettings(headers)).toEqual({
      status: 200,
      body: {
        settings: {
          name: restaurant.name,
          image: { imageUrl: "/images/restaurants/r01.webp", public_id: "" },
          location: { address: "1 Test Road", city: "Hyderabad", state: "Telangana" },
          cuisines: ["Biryani", "Hyderbadi"],
          opentime: { openhour: 0, openminute: 0 },
          closetime: { closehour: 0, closeminute: 0 },
          deliveryCities: ["Hyderabad"],
          deliveryPincodes: [],
          paused: false,
          pauseReason: null,
          pausedUntil: null,
          timeZone: "Asia/Kolkata",
          taxMode: "inclusive",
          foodGstRate: 5,
          deliveryFeePaise: null,
          freeDeliveryFromPaise: null,
          gstin: null,
          fssaiNumber: null,
          acceptsCod: true,
          codLimitPaise: 100_000,
          // issue 32: no pin yet, the default radius, its own staff deliver
          lat: null,
          lng: null,
          deliveryRadiusMeters: 7000,
          deliveryMode: "self",
        },
      },
    });
  });

  it("refuses a customer (403) and a visitor (401); another owner only ever sees their own", async () => {
    const { restaurant } = await ownerSession();
    const { customer, otherOwner, visitor } = await strangers();
    expect(await getSettings(customer)).toEqual({
      status: 403,
      body: { message: "Only restaurant accounts can do this" },
    });
    expect((await getSettings(visitor)).status).toBe(401);
    const theirs = await getSettings(otherOwner);
    expect(theirs.status).toBe(200);
    expect(theirs.body.settings.name).not.toBe(restaurant.name);
    // a restaurant account without a restaurant has nothing to read
    const orphan = await createUser("restaurant");
    expect((await getSettings(await bearerHeaders(orphan))).status).toBe(403);
  });
});

describe("POST /api/updateRestaurantSettings", () => {
  it("saves name, address, cuisines, hours and delivery area, and the public calls show them at once", async () => {
    const { restaurant, headers } = await ownerSession();
    const address = `12 MG Road, shop ${uniqueSuffix()}`;
    const saved = await save(
      settingsBody({
        name: "  Saffron Court ",
        location: { address, city: "Secunderabad", state: "Telangana" },
        cuisines: ["Chinese", "korean", "Chinese"],
        opentime: "07:30",
        closetime: { closehour: 23, closeminute: 15 },
        deliveryCities: [" Hyderabad", "hyderabad", "Secunderabad", "SECUNDERABAD "],
        deliveryPincodes: ["500003", "500003", "500081"],
      }),
      headers,
    );
    expect(saved).toEqual({
      status: 200,
      body: {
        message: "Settings saved",
        settings: {
          name: "Saffron Court",
          image: { imageUrl: "/images/restaurants/r01.webp", public_id: "" },
          location: { address, city: "Secunderabad", state: "Telangana" },
          cuisines: ["Chinese", "korean"],
          opentime: { openhour: 7, openminute: 30 },
          closetime: { closehour: 23, closeminute: 15 },
          deliveryCities: ["Hyderabad", "Secunderabad"],
          deliveryPincodes: ["500003", "500081"],
          paused: false,
          pauseReason: null,
          pausedUntil: null,
          timeZone: "Asia/Kolkata",
          taxMode: "inclusive",
          foodGstRate: 5,
          deliveryFeePaise: null,
          freeDeliveryFromPaise: null,
          gstin: null,
          fssaiNumber: null,
          acceptsCod: true,
          codLimitPaise: 100_000,
          // issue 32: no pin yet, the default radius, its own staff deliver
          lat: null,
          lng: null,
          deliveryRadiusMeters: 7000,
          deliveryMode: "self",
        },
      },
    });
    expect(await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } })).toMatchObject({
      openMinute: 450,
      closeMinute: 1395,
      deliveryCities: ["Hyderabad", "Secunderabad"],
      deliveryCityKeys: ["hyderabad", "secunderabad"],
      deliveryPincodes: ["500003", "500081"],
    });
    expect(await getSettings(headers)).toEqual({ status: 200, body: { settings: saved.body.settings } });
    expect(await publicRestaurant(restaurant.id)).toMatchObject({
      name: "Saffron Court",
      location: { address, city: "Secunderabad", state: "Telangana" },
      cuisines: ["Chinese", "korean"],
      openTime: "07:30",
      closeTime: "23:15",
    });
  });

  it("refuses a customer (403) and a visitor (401), and another owner's save changes only their own restaurant", async () => {
    const { restaurant } = await ownerSession();
    const before = await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } });
    const { customer, otherOwner, visitor } = await strangers();
    const body = settingsBody({ name: "Taken Over", paused: true, pauseReason: "Out of ingredients" });

    const asCustomer = await saveRecorded(body, customer);
    expect(asCustomer).toMatchObject({ status: 403, body: { message: "Only restaurant accounts can do this" } });
    expect(asCustomer.writes).toEqual([]);
    const asVisitor = await saveRecorded(body, visitor);
    expect(asVisitor.status).toBe(401);
    expect(asVisitor.writes).toEqual([]);

    const asOther = await save(body, otherOwner);
    expect(asOther.status).toBe(200);
    expect(await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } })).toEqual(before);
  });

  const tooMany = (n: number, make: (i: number) => string) => Array.from({ length: n }, (_, i) => make(i));
  it.each([
    ["a blank name", { name: "  " }, "name", "Restaurant name is required"],
    ["no address", { location: { city: "Hyderabad", state: "Telangana" } }, "location.address", "Address is required"],
    [
      "a name with a word over 40 characters (issue 27)",
      { name: `Biryani ${"b".repeat(41)}` },
      "name",
      "Restaurant name has a word longer than 40 characters: add spaces to it",
    ],
    [
      "an address with a word over 40 characters (issue 27)",
      { location: { address: `Plot ${"9".repeat(41)}`, city: "Hyderabad", state: "Telangana" } },
      "location.address",
      "Address has a word longer than 40 characters: add spaces to it",
    ],
    ["no cuisines", { cuisines: [] }, "cuisines", "Choose at least one cuisine"],
    ["an unknown cuisine", { cuisines: ["Martian"] }, "cuisines.0", "Unknown cuisine"],
    ["an hour of 24", { opentime: { openhour: 24, openminute: 0 } }, "opentime.openhour", "Hour must be 0 to 23"],
    [
      "a minute of 60",
      { closetime: { closehour: 22, closeminute: 60 } },
      "closetime.closeminute",
      "Minute must be 0 to 59",
    ],
    ["no delivery cities", { deliveryCities: [] }, "deliveryCities", "List at least one city you deliver to"],
    ["a blank city", { deliveryCities: ["Hyderabad", " "] }, "deliveryCities.1", "City is required"],
    ["a city of 81 characters", { deliveryCities: ["x".repeat(81)] }, "deliveryCities.0", expect.any(String)],
    ["21 cities", { deliveryCities: tooMany(21, (i) => `Town ${i}`) }, "deliveryCities", "List at most 20 cities"],
    [
      "a PIN code starting with 0",
      { deliveryPincodes: ["012345"] },
      "deliveryPincodes.0",
      "PIN code must be 6 digits and not start with 0",
    ],
    [
      "201 PIN codes",
      { deliveryPincodes: tooMany(201, (i) => String(500000 + i)) },
      "deliveryPincodes",
      "List at most 200 PIN codes",
    ],
    ["no PIN code list", { deliveryPincodes: undefined }, "deliveryPincodes", expect.any(String)],
    ["a pause without a reason", { paused: true, pauseReason: " " }, "pauseReason", "Say why you are pausing orders"],
    ["a reason of 121 characters", { paused: true, pauseReason: "x".repeat(121) }, "pauseReason", expect.any(String)],
    ["paused as text", { paused: "yes" }, "paused", "paused must be true or false"],
    [
      "a photo URL that is not an upload",
      { image: { imageUrl: "https://evil.example/x.png" } },
      "image.imageUrl",
      "Upload the restaurant image again",
    ],
  ])("refuses %s with 422 and a field error, writing nothing", async (_, change, field, message) => {
    const { restaurant, headers } = await ownerSession();
    const before = await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } });
    const refused = await saveRecorded(settingsBody(change), headers);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[field]).toEqual([message]);
    expect(refused.writes).toEqual([]);
    expect(await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } })).toEqual(before);
  });

  it("refuses another user's upload, an unknown one, one of another folder and one already used, writing nothing", async () => {
    const { restaurant, owner, headers } = await ownerSession();
    const other = await ownerSession();
    const theirs = await uploadedImage(other.owner.id, "RestaurantImages");
    const dish = await uploadedImage(owner.id, "FoodItemImages");
    const used = await uploadedImage(owner.id, "RestaurantImages");
    expect(
      (await save(settingsBody({ image: { imageUrl: used.url, public_id: used.publicId } }), other.headers)).status,
    ).toBe(422);
    await db().uploadedImage.update({ where: { publicId: used.publicId }, data: { attachedAt: new Date() } });
    const before = await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } });

    const cases = [
      [theirs, "You can only use an image you uploaded"],
      [
        { url: "/uploads/x.png", publicId: "local/RestaurantImages/nope.png" },
        "The image was not found. Please upload it again.",
      ],
      [dish, "Upload the restaurant image with folderName RestaurantImages"],
      [used, "This image is already used. Please upload it again."],
    ] as const;
    for (const [image, message] of cases) {
      const refused = await saveRecorded(
        settingsBody({ image: { imageUrl: image.url, public_id: image.publicId } }),
        headers,
      );
      expect(refused).toMatchObject({ status: 422, body: { message, errors: { "image.imageUrl": [message] } } });
      expect(refused.writes).toEqual([]);
    }
    expect(await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } })).toEqual(before);
    expect(await db().uploadedImage.findUniqueOrThrow({ where: { publicId: theirs.publicId } })).toMatchObject({
      ownerId: other.owner.id,
      attachedAt: null,
    });
  });

  it("replaces the photo with the owner's upload and deletes the old one; removing it clears it and deletes it", async () => {
    const { restaurant, owner, headers } = await ownerSession();
    const first = await uploadedImage(owner.id, "RestaurantImages");
    const saved = await save(settingsBody({ image: { imageUrl: first.url, public_id: first.publicId } }), headers);
    expect(saved.body.settings.image).toEqual({ imageUrl: first.url, public_id: first.publicId });
    expect(await imageExists(first.publicId)).toEqual({ row: true, file: true, attached: true });

    // sending the current photo back (by its URL only, as the spec's clients do) keeps it
    expect((await save(settingsBody({ image: { imageUrl: first.url } }), headers)).status).toBe(200);
    expect(await imageExists(first.publicId)).toEqual({ row: true, file: true, attached: true });

    const second = await uploadedImage(owner.id, "RestaurantImages");
    const replaced = await save(settingsBody({ image: { imageUrl: second.url, public_id: second.publicId } }), headers);
    expect(replaced.body.settings.image).toEqual({ imageUrl: second.url, public_id: second.publicId });
    expect(await imageExists(first.publicId)).toEqual({ row: false, file: false, attached: false });
    expect(await imageExists(second.publicId)).toEqual({ row: true, file: true, attached: true });
    expect((await publicRestaurant(restaurant.id)).image).toEqual({ imageUrl: second.url });

    const removed = await save(settingsBody({ image: { imageUrl: "", public_id: "" } }), headers);
    expect(removed.body.settings.image).toEqual({ imageUrl: "", public_id: "" });
    expect(await imageExists(second.publicId)).toEqual({ row: false, file: false, attached: false });
    expect(await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } })).toMatchObject({
      imageUrl: NO_PHOTO_URL,
      imagePublicId: null,
    });
    // the public side has a picture to draw still: the no-photo one
    expect((await publicRestaurant(restaurant.id)).image).toEqual({ imageUrl: NO_PHOTO_URL });
  });

  it("never deletes a picture that is not the restaurant's upload (the demo's own files)", async () => {
    const { headers } = await ownerSession();
    const removed = await save(settingsBody({ image: { imageUrl: "" } }), headers);
    expect(removed.status).toBe(200);
    expect(existsSync(path.join(process.cwd(), "public/images/restaurants/r01.webp"))).toBe(true);
  });

  it("pauses: closed with the reason in the list and on its page; resuming opens it again", async () => {
    const { restaurant, headers } = await ownerSession();
    // Listed publicly once it has a dish.
    await createMenuItem(restaurant.id);
    const paused = await save(settingsBody({ paused: true, pauseReason: "  Kitchen is very busy " }), headers);
    expect(paused.body.settings).toMatchObject({ paused: true, pauseReason: "Kitchen is very busy" });
    const row = await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } });
    expect(row.pausedAt).toBeInstanceOf(Date);

    const expected = { paused: true, pauseReason: "Kitchen is very busy", isOpen: false };
    expect(await publicRestaurant(restaurant.id)).toMatchObject(expected);
    expect(await listed(restaurant.id, "Saffron Court")).toMatchObject(expected);

    // saving again while paused keeps when the pause began; a new reason replaces the old
    await save(settingsBody({ paused: true, pauseReason: "Out of ingredients" }), headers);
    expect(await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } })).toMatchObject({
      pausedAt: row.pausedAt,
      pauseReason: "Out of ingredients",
    });

    const resumed = await save(settingsBody({ paused: false, pauseReason: "ignored when not paused" }), headers);
    expect(resumed.body.settings).toMatchObject({ paused: false, pauseReason: null });
    expect(await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } })).toMatchObject({
      pausedAt: null,
      pauseReason: null,
    });
    const open = { paused: false, pauseReason: null, isOpen: true };
    expect(await publicRestaurant(restaurant.id)).toMatchObject(open);
    expect(await listed(restaurant.id, "Saffron Court")).toMatchObject(open);
  });

  it("pauses until a time: paused with that end everywhere, then resumes by itself; checkout follows", async () => {
    const { restaurant, headers } = await ownerSession();
    const dish = await createMenuItem(restaurant.id);
    const until = new Date(Date.now() + 30 * 60_000);
    const paused = await save(
      settingsBody({ paused: true, pauseReason: "Kitchen is very busy", pausedUntil: until.toISOString() }),
      headers,
    );
    expect(paused.status).toBe(200);
    expect(paused.body.settings).toMatchObject({ paused: true, pausedUntil: until.toISOString() });
    const expected = { paused: true, isOpen: false, pausedUntil: until.toISOString() };
    expect(await publicRestaurant(restaurant.id)).toMatchObject(expected);
    expect(await listed(restaurant.id, "Saffron Court")).toMatchObject(expected);
    const { customer, headers: customerHeaders } = await customerSession();
    const body = checkoutBody(restaurant.id, [{ id: dish.id }]);
    const refused = await orderPost("createPaymentOrder", body, customerHeaders);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/is not taking orders right now: Kitchen is very busy/);

    // The end passes (moved into the past rather than waited for): open again with nobody resuming.
    await db().restaurant.update({ where: { id: restaurant.id }, data: { pausedUntil: new Date(Date.now() - 1000) } });
    const open = { paused: false, pauseReason: null, pausedUntil: null, isOpen: true };
    expect(await publicRestaurant(restaurant.id)).toMatchObject(open);
    expect(await listed(restaurant.id, "Saffron Court")).toMatchObject(open);
    expect((await getSettings(headers)).body.settings).toMatchObject({ paused: false, pausedUntil: null });
    expect((await orderPost("createPaymentOrder", body, customerHeaders)).status).toBe(200);
    expect(await db().order.count({ where: { customerId: customer.id } })).toBe(1);

    // A new pause after an ended one starts afresh; without pausedUntil it lasts until resumed.
    await save(settingsBody({ paused: true, pauseReason: "Out of ingredients" }), headers);
    const row = await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } });
    expect(row.pausedUntil).toBeNull();
    expect(row.pausedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await publicRestaurant(restaurant.id)).toMatchObject({ paused: true, pausedUntil: null });
  });

  it.each([
    ["in the past", new Date(Date.now() - 60_000).toISOString(), "The pause must end in the future"],
    ["beyond 7 days", new Date(Date.now() + 8 * 86_400_000).toISOString(), expect.stringMatching(/at most 7 days/)],
    ["not a time", "half past seven", expect.stringMatching(/^pausedUntil must be an ISO/)],
  ])("refuses a pause until a time %s (422) and changes nothing", async (_case, pausedUntil, message) => {
    const { restaurant, headers } = await ownerSession();
    const before = await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } });
    const answer = await save(
      settingsBody({ paused: true, pauseReason: "Kitchen is very busy", pausedUntil }),
      headers,
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors.pausedUntil).toContainEqual(message);
    expect(await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } })).toEqual(before);
  });
});
