import { describe, expect, it } from "vitest";
import { PUT } from "@/app/api/(accounts)/addresses/[id]/route";
import { POST } from "@/app/api/(accounts)/addresses/route";
import type { ApiAddress } from "@/lib/addresses/api-shape";
import { db } from "@/lib/db";
import { ensureTestPincodes } from "@/lib/geo/test-pincodes";
import { createUser } from "@/tests/support/factories";
import { cookieHeaders } from "@/tests/support/session";

// Addresses' map pins (issue 32): given by the form, placed from the PIN code, or refused.

type Answer = { status: number; body: { message: string; errors?: Record<string, string[]>; address?: ApiAddress } };

const HOME = {
  label: "Home",
  address: "14 Rose Villa, 3rd Cross",
  locality: "Whitefield",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560066",
  phone: "9845012345",
};

async function send(method: "POST" | "PUT", path: string, headers: Record<string, string>, body: unknown) {
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const response =
    method === "POST"
      ? await POST(request)
      : await PUT(request, { params: Promise.resolve({ id: path.split("/").pop() ?? "" }) });
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

async function customer() {
  const user = await createUser("customer");
  return { user, headers: await cookieHeaders(user) };
}

describe("an address's pin", () => {
  it("keeps the pin the customer set", async () => {
    const { headers } = await customer();
    const saved = await send("POST", "/api/addresses", headers, { ...HOME, lat: 12.9716, lng: 77.6412 });
    expect(saved.status).toBe(201);
    expect(saved.body.address).toMatchObject({ lat: 12.9716, lng: 77.6412 });
  });

  it("is placed at the typed locality of its PIN code when none is given, and again when the PIN changes", async () => {
    await ensureTestPincodes();
    const { headers } = await customer();
    const saved = await send("POST", "/api/addresses", headers, HOME);
    expect(saved.body.address).toMatchObject({ lat: 12.9698, lng: 77.75 });
    const id = saved.body.address?._id ?? "";
    const moved = await send("PUT", `/api/addresses/${id}`, headers, {
      ...HOME,
      pincode: "570001",
      locality: "Anywhere",
    });
    expect(moved.status).toBe(200);
    expect(moved.body.address).toMatchObject({ pincode: "570001", lat: 12.3219, lng: 76.6499 });
    expect(await db().address.findUniqueOrThrow({ where: { id } })).toMatchObject({ lat: 12.3219, lng: 76.6499 });
  });

  it("stays empty for a PIN code the table does not know", async () => {
    await ensureTestPincodes();
    const { headers } = await customer();
    const saved = await send("POST", "/api/addresses", headers, { ...HOME, pincode: "999999" });
    expect(saved.status).toBe(201);
    expect(saved.body.address).toMatchObject({ lat: null, lng: null });
  });

  it.each([
    [{ lat: 12.97 }, "lng", "Give lng with lat (both or neither)"],
    [{ lng: 77.6 }, "lat", "Give lat with lng (both or neither)"],
    [{ lat: 51.5, lng: -0.12 }, "lat", "lat is outside India (6 to 37.6)"],
    [{ lat: 12.97, lng: 100.5 }, "lng", "lng is outside India (68 to 97.5)"],
    [{ lat: "12.97", lng: 77.6 }, "lat", "lat must be a number of degrees"],
  ])("refuses %j with 422 naming the field, saving nothing", async (pin, field, message) => {
    const { user, headers } = await customer();
    const answer = await send("POST", "/api/addresses", headers, { ...HOME, ...pin });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.[field]).toEqual([message]);
    expect(await db().address.count({ where: { userId: user.id } })).toBe(0);
  });
});
