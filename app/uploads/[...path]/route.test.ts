import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { SAMPLE_IMAGES } from "@/tests/support/image-fixtures";
import { GET } from "./route";

let dataDir = "";

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "thali-uploads-"));
  await mkdir(path.join(dataDir, "uploads", "RestaurantImages"), { recursive: true });
  await writeFile(
    path.join(dataDir, "uploads", "RestaurantImages", "0123456789abcdef0123456789abcdef.png"),
    SAMPLE_IMAGES.png,
  );
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

const get = () =>
  GET(new Request("http://localhost/uploads/RestaurantImages/0123456789abcdef0123456789abcdef.png"), {
    params: Promise.resolve({ path: ["RestaurantImages", "0123456789abcdef0123456789abcdef.png"] }),
  });

describe("GET /uploads/[...path]", () => {
  it("serves a file stored under DATA_DIR", async () => {
    vi.stubEnv("DATA_DIR", dataDir);
    resetEnvForTests();
    const answer = await get();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/png");
    // Issue 27 #11: opened directly, an upload is sandboxed and names itself
    expect(answer.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    expect(answer.headers.get("content-disposition")).toBe('inline; filename="0123456789abcdef0123456789abcdef.png"');
  });

  it("never reads DATA_DIR on Vercel (images are Cloudinary's there): 404", async () => {
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("VERCEL", "1");
    vi.stubEnv("CLOUDINARY_URL", "cloudinary://key:secret@demo");
    resetEnvForTests();
    expect((await get()).status).toBe(404);
  });
});
