import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage, readLocalImage } from "@/lib/images/local-storage";
import { SAMPLE_IMAGES } from "@/tests/support/image-fixtures";

let base: string;
let root: string;

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), "thali-local-storage-"));
  root = path.join(base, "uploads");
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe("local image storage", () => {
  it("saves under the folder with a random name, and serves the bytes back with the sniffed type", async () => {
    const storage = createLocalStorage(root);
    const saved = await storage.save(SAMPLE_IMAGES.webp, { folder: "FoodItemImages", contentType: "image/webp" });

    expect(saved.publicId).toMatch(/^local\/FoodItemImages\/[a-f0-9]{32}\.webp$/);
    const name = saved.publicId.split("/")[2]!;
    expect(saved.url).toBe(`/uploads/FoodItemImages/${name}`);
    expect(new Uint8Array(await readFile(path.join(root, "FoodItemImages", name)))).toEqual(SAMPLE_IMAGES.webp);

    const served = await readLocalImage(root, ["FoodItemImages", name]);
    expect(served?.contentType).toBe("image/webp");
    expect(new Uint8Array(served!.bytes)).toEqual(SAMPLE_IMAGES.webp);
  });

  it("never reuses a name", async () => {
    const storage = createLocalStorage(root);
    const ids = await Promise.all(
      Array.from({ length: 20 }, () =>
        storage.save(SAMPLE_IMAGES.png, { folder: "RestaurantImages", contentType: "image/png" }),
      ),
    );
    expect(new Set(ids.map((i) => i.publicId)).size).toBe(20);
  });

  it("removes a stored image, and treats an already removed or foreign id as nothing to do", async () => {
    const storage = createLocalStorage(root);
    const saved = await storage.save(SAMPLE_IMAGES.gif, { folder: "UserProfileImages", contentType: "image/gif" });
    const name = saved.publicId.split("/")[2]!;

    await storage.remove(saved.publicId);
    expect(await readdir(path.join(root, "UserProfileImages"))).not.toContain(name);
    await expect(storage.remove(saved.publicId)).resolves.toBeUndefined();
    await expect(storage.remove("RestaurantImages/abc123")).resolves.toBeUndefined();
  });

  it("refuses to remove anything outside its own folders", async () => {
    const storage = createLocalStorage(root);
    const outside = path.join(base, "keep.png");
    await writeFile(outside, SAMPLE_IMAGES.png);

    await storage.remove("local/../keep.png");
    await storage.remove("local/RestaurantImages/../../keep.png");
    await storage.remove(`local/RestaurantImages/${"a".repeat(32)}.png/../../../keep.png`);
    expect(await readFile(outside)).toBeTruthy();
  });

  it.each([
    ["a path climbing out of the root", ["..", "keep.png"]],
    ["an encoded climb", ["RestaurantImages", "..%2F..%2Fkeep.png"]],
    ["a folder that is not an image folder", ["secrets", `${"a".repeat(32)}.png`]],
    ["a name this storage never writes", ["RestaurantImages", "keep.png"]],
    ["an extension that is not an image", ["RestaurantImages", `${"a".repeat(32)}.svg`]],
    ["a missing file", ["RestaurantImages", `${"b".repeat(32)}.png`]],
    ["a nested path", ["RestaurantImages", "x", `${"a".repeat(32)}.png`]],
    ["the folder itself", ["RestaurantImages"]],
    // A malformed route param (the fuzz test dropped one): 404, not a 500.
    ["a segment that is not a string", [undefined as unknown as string, `${"a".repeat(32)}.png`]],
    ["no path at all", undefined as unknown as string[]],
    ["a path that is one string", `RestaurantImages/${"a".repeat(32)}.png` as unknown as string[]],
  ])("serves nothing for %s", async (_name, segments) => {
    await writeFile(path.join(base, "keep.png"), SAMPLE_IMAGES.png);
    expect(await readLocalImage(root, segments)).toBeNull();
  });
});
