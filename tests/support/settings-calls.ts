import { rm } from "node:fs/promises";
import { afterAll, beforeAll } from "vitest";
import { GET as getRestauarntById } from "@/app/api/(catalog)/getRestauarntById/route";
import { GET as restaurantSettings } from "@/app/api/(owner)/restaurantSettings/route";
import { POST as updateRestaurantSettings } from "@/app/api/(owner)/updateRestaurantSettings/route";
import { installWriteRecorder, recordWrites } from "@/tests/authz/write-recorder";
import { uniqueSuffix } from "@/tests/support/factories";
import { setTemporaryDataDir } from "@/tests/support/image-fixtures";
import type { Answer } from "@/tests/support/owner-calls";
import { jsonPost } from "@/tests/support/session";

// The restaurant settings calls as the integration tests make them (tests/api/owner/settings and charges).

type Headers = Record<string, string>;

/**
 * A test file's surroundings for saving settings: a data folder of its own for uploads (its path, removed after
 * the file) and the write recorder that `saveRecorded` reads.
 */
export function settingsTestSetup(): string {
  const dataDir = setTemporaryDataDir();
  let stopRecording: () => void;
  beforeAll(() => {
    stopRecording = installWriteRecorder();
  });
  afterAll(async () => {
    stopRecording();
    await rm(dataDir, { recursive: true, force: true });
  });
  return dataDir;
}

export async function answer(response: Response): Promise<Answer> {
  return { status: response.status, body: await response.json() };
}

export const getSettings = async (headers: Headers) =>
  answer(await restaurantSettings(new Request("http://localhost/api/restaurantSettings", { headers })));

export const saveSettings = async (body: unknown, headers: Headers) =>
  answer(await updateRestaurantSettings(jsonPost("/api/updateRestaurantSettings", body, headers)));

/** The save and the rows it wrote (rate-limit counters aside, which count every attempt). */
export async function saveRecorded(body: unknown, headers: Headers) {
  const { result, writes } = await recordWrites(() => saveSettings(body, headers));
  return { ...result, writes: writes.filter((w) => w.table !== "RateLimitBucket") };
}

/** The restaurant as the spec's public call answers it. */
export async function publicRestaurant(id: string) {
  return (await answer(await getRestauarntById(new Request(`http://localhost/api/getRestauarntById?_id=${id}`)))).body
    .restaurant;
}

/**
 * A complete, valid save of the restaurant as the factory made it, as the spec's clients send it (no charges),
 * with `change` on top. Each save is its own door: a second restaurant of one name at one address is refused (409).
 */
export function settingsBody(change: Record<string, unknown> = {}) {
  return {
    name: "Saffron Court",
    image: { imageUrl: "/images/restaurants/r01.webp", public_id: "" },
    location: { address: `12 MG Road, shop ${uniqueSuffix()}`, city: "Hyderabad", state: "Telangana" },
    cuisines: ["Biryani", "Hyderbadi"],
    opentime: { openhour: 0, openminute: 0 },
    closetime: { closehour: 0, closeminute: 0 },
    deliveryCities: ["Hyderabad"],
    deliveryPincodes: [],
    paused: false,
    pauseReason: null,
    ...change,
  };
}
