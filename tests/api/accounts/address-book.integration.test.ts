import { describe, expect, it } from "vitest";
import { DELETE, PUT } from "@/app/api/(accounts)/addresses/[id]/route";
import { GET, POST } from "@/app/api/(accounts)/addresses/route";
import type { ApiAddress } from "@/lib/addresses/api-shape";
import { db } from "@/lib/db";
import { ensureTestPincodes } from "@/lib/geo/test-pincodes";
import { MAX_ADDRESSES_PER_CUSTOMER, PHONE_MESSAGE, PINCODE_MESSAGE } from "@/lib/location/schemas";
import { createRestaurant, createUser } from "@/tests/support/factories";
import { bearerHeaders, cookieHeaders } from "@/tests/support/session";

type Answer = {
  status: number;
  body: { message: string; errors?: Record<string, string[]>; address?: ApiAddress; addresses?: ApiAddress[] };
};

const HOME = {
  label: "Home",
  address: "14 Rose Villa, 3rd Cross",
  locality: "Koramangala",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560034",
  phone: "+91 98450 12345",
};
const WORK = {
  ...HOME,
  label: "Work",
  address: "Prestige Tower, 9th floor",
  locality: "Indiranagar",
  pincode: "560038",
};

async function read(response: Response): Promise<Answer> {
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

function request(method: string, path: string, headers: Record<string, string>, body?: unknown): Request {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { ...(body !== undefined && { "content-type": "application/json" }), ...headers },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

const list = async (headers: Record<string, string>) => read(await GET(request("GET", "/api/addresses", headers)));
const save = async (headers: Record<string, string>, body: unknown) =>
  read(await POST(request("POST", "/api/addresses", headers, body)));
const update = async (headers: Record<string, string>, id: string, body: unknown) =>
  read(await PUT(request("PUT", `/api/addresses/${id}`, headers, body), { params: Promise.resolve({ id }) }));
const remove = async (headers: Record<string, string>, id: string) =>
  read(await DELETE(request("DELETE", `/api/addresses/${id}`, headers), { params: Promise.resolve({ id }) }));

async function customer() {
  const user = await createUser("customer");
  return { user, headers: await cookieHeaders(user) };
}

const labelsAndDefaults = (answer: Answer) => answer.body.addresses?.map((a) => [a.label, a.isDefault]);

describe("the address book", () => {
  it("saves an address as the caller's first, default one, with the phone as ten digits", async () => {
    await ensureTestPincodes();
    const { user, headers } = await customer();
    expect(await list(headers)).toEqual({ status: 200, body: { addresses: [] } });

    const saved = await save(headers, HOME);

    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({
      message: "Address saved",
      // no pin sent: placed at 560034's place from the PIN code table (issue 32)
      address: { ...HOME, phone: "9845012345", _id: expect.any(String), isDefault: true, lat: 12.9261, lng: 77.6221 },
    });
    const row = await db().address.findUniqueOrThrow({ where: { id: saved.body.address!._id } });
    expect(row).toMatchObject({ userId: user.id, phone: "9845012345", isDefault: true });
    expect((await list(headers)).body.addresses).toEqual([saved.body.address]);
  });

  it("lists the default first, then the newest; isDefault: true moves the default", async () => {
    const { headers } = await customer();
    await save(headers, HOME);
    await save(headers, WORK);
    expect(labelsAndDefaults(await list(headers))).toEqual([
      ["Home", true],
      ["Work", false],
    ]);

    await save(headers, { ...WORK, label: "Gym", isDefault: true });
    expect(labelsAndDefaults(await list(headers))).toEqual([
      ["Gym", true],
      ["Work", false],
      ["Home", false],
    ]);
  });

  it("edits an address and moves the default with PUT; un-defaulting the default keeps it default", async () => {
    const { user, headers } = await customer();
    const home = (await save(headers, HOME)).body.address!;
    const work = (await save(headers, WORK)).body.address!;

    const edited = await update(headers, work._id, { ...WORK, address: "1 New Street", isDefault: true });
    expect(edited).toEqual({
      status: 200,
      body: { message: "Address updated", address: { ...work, address: "1 New Street", isDefault: true } },
    });
    expect(await db().address.findUniqueOrThrow({ where: { id: home._id } })).toMatchObject({ isDefault: false });

    await update(headers, work._id, { ...WORK, isDefault: false });
    expect(await db().address.count({ where: { userId: user.id, isDefault: true } })).toBe(1);
    expect(await db().address.findUniqueOrThrow({ where: { id: work._id } })).toMatchObject({ isDefault: true });
  });

  it("deleting the default makes the newest remaining address the default; deleting the last leaves none", async () => {
    const { user, headers } = await customer();
    const home = (await save(headers, HOME)).body.address!;
    const work = (await save(headers, WORK)).body.address!;
    const gym = (await save(headers, { ...WORK, label: "Gym" })).body.address!;

    expect(await remove(headers, home._id)).toEqual({ status: 200, body: { message: "Address deleted" } });
    expect(labelsAndDefaults(await list(headers))).toEqual([
      ["Gym", true],
      ["Work", false],
    ]);

    await remove(headers, work._id);
    expect(labelsAndDefaults(await list(headers))).toEqual([["Gym", true]]);
    await remove(headers, gym._id);
    expect(await db().address.count({ where: { userId: user.id } })).toBe(0);
  });

  it(`refuses a ${MAX_ADDRESSES_PER_CUSTOMER + 1}st address with 409 and writes nothing`, async () => {
    const { user, headers } = await customer();
    await db().address.createMany({
      data: Array.from({ length: MAX_ADDRESSES_PER_CUSTOMER }, (_, i) => ({
        ...HOME,
        phone: "9845012345",
        label: `Place ${i}`,
        userId: user.id,
        isDefault: i === 0,
      })),
    });

    const refused = await save(headers, WORK);

    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("You can save at most 20 addresses; delete one first");
    expect(await db().address.count({ where: { userId: user.id } })).toBe(MAX_ADDRESSES_PER_CUSTOMER);
  });

  it("keeps one default and the cap when many saves race", async () => {
    const { user } = await customer();
    const headers = await bearerHeaders(user);
    const answers = await Promise.all(
      Array.from({ length: MAX_ADDRESSES_PER_CUSTOMER + 4 }, (_, i) =>
        save(headers, { ...HOME, label: `Place ${i}`, isDefault: i % 3 === 0 }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_ADDRESSES_PER_CUSTOMER);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    expect(await db().address.count({ where: { userId: user.id } })).toBe(MAX_ADDRESSES_PER_CUSTOMER);
    expect(await db().address.count({ where: { userId: user.id, isDefault: true } })).toBe(1);
  });
});

describe("validation", () => {
  it("answers 422 naming each bad field (PIN code, phone, lengths) and writes nothing", async () => {
    const { user, headers } = await customer();
    const refused = await save(headers, {
      ...HOME,
      pincode: "012345",
      phone: "5845012345",
      label: "x".repeat(31),
      address: "x".repeat(201),
      locality: "",
      city: "x".repeat(81),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      pincode: [PINCODE_MESSAGE],
      phone: [PHONE_MESSAGE],
      label: ["Label must be at most 30 characters"],
      address: ["Address must be at most 200 characters"],
      locality: ["Locality is required"],
      city: ["City must be at most 80 characters"],
    });
    expect(await db().address.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses a bad PUT with 422 and leaves the address as it was", async () => {
    const { headers } = await customer();
    const home = (await save(headers, HOME)).body.address!;
    const refused = await update(headers, home._id, { ...HOME, phone: "12345", address: "Somewhere else" });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ phone: [PHONE_MESSAGE] });
    expect(await db().address.findUniqueOrThrow({ where: { id: home._id } })).toMatchObject({
      address: HOME.address,
      phone: "9845012345",
    });
  });
});

describe("who may use it", () => {
  it("answers 404 for another customer's address, to PUT and DELETE, and changes nothing", async () => {
    const owner = await customer();
    const other = await customer();
    const home = (await save(owner.headers, HOME)).body.address!;

    expect(await update(other.headers, home._id, WORK)).toEqual({
      status: 404,
      body: { message: "Address not found" },
    });
    expect(await remove(other.headers, home._id)).toEqual({ status: 404, body: { message: "Address not found" } });
    expect((await list(other.headers)).body.addresses).toEqual([]);
    expect(await db().address.findUniqueOrThrow({ where: { id: home._id } })).toMatchObject({
      label: "Home",
      isDefault: true,
    });
  });

  it("answers 404 for ids that do not exist or cannot be ids", async () => {
    const { headers } = await customer();
    for (const id of ["cnosuchaddress00000000000", "not an id", "x".repeat(100)]) {
      expect((await update(headers, id, HOME)).status).toBe(404);
      expect((await remove(headers, id)).status).toBe(404);
    }
  });

  it("refuses restaurant accounts with 403 and visitors with 401", async () => {
    const restaurant = await createRestaurant();
    const owner = await db().user.findUniqueOrThrow({ where: { id: restaurant.ownerId } });
    const ownerHeaders = await cookieHeaders(owner, restaurant.id);
    const { headers } = await customer();
    const home = (await save(headers, HOME)).body.address!;

    for (const [who, status] of [
      [ownerHeaders, 403],
      [{}, 401],
    ] as const) {
      expect((await list(who)).status).toBe(status);
      expect((await save(who, HOME)).status).toBe(status);
      expect((await update(who, home._id, WORK)).status).toBe(status);
      expect((await remove(who, home._id)).status).toBe(status);
    }
    expect(await db().address.count({ where: { userId: owner.id } })).toBe(0);
    expect(await db().address.findUniqueOrThrow({ where: { id: home._id } })).toMatchObject({ label: "Home" });
  });
});
