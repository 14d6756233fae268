import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { USER_UPLOAD_BYTES_PER_DAY, USER_UPLOADS_PER_HOUR } from "@/lib/images/service";
import { randomIp } from "@/tests/support/accounts";
import { createUser } from "@/tests/support/factories";
import { fromIp, SAMPLE_IMAGES, TEXT_FILE, uploadRequest, setTemporaryDataDir } from "@/tests/support/image-fixtures";
import { bearerHeaders, cookieHeaders } from "@/tests/support/session";
import { GET as serveUpload } from "@/app/uploads/[...path]/route";
import { POST } from "@/app/api/(images)/uploadToCloudinary/route";

const dataDir = setTemporaryDataDir();

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

type UploadBody = { imageUrl: string; public_id: string; message: string };

async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir, "uploads");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

async function serve(url: string): Promise<Response> {
  const segments = url.replace(/^\/uploads\//, "").split("/");
  return serveUpload(new Request(`http://localhost${url}`), { params: Promise.resolve({ path: segments }) });
}

describe("POST /api/uploadToCloudinary (local disk)", () => {
  it("stores a logged-in user's image, records its owner, and serves it at the returned URL", async () => {
    const user = await createUser("customer");
    const ip = randomIp();
    const response = await POST(
      uploadRequest(
        { image: SAMPLE_IMAGES.png, folderName: "UserProfileImages" },
        fromIp(ip, await bearerHeaders(user)),
      ),
    );

    expect(response.status).toBe(200);
    const body = (await response.json()) as UploadBody;
    expect(body.message).toBe("Image Uploaded");
    expect(body.public_id).toMatch(/^local\/UserProfileImages\/[a-f0-9]{32}\.png$/);
    expect(body.imageUrl).toBe(`/uploads/${body.public_id.slice("local/".length)}`);

    const row = await db().uploadedImage.findUniqueOrThrow({ where: { publicId: body.public_id } });
    expect(row).toMatchObject({
      url: body.imageUrl,
      folder: "UserProfileImages",
      ownerId: user.id,
      uploaderIp: ip,
      attachedAt: null,
    });

    const served = await serve(body.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(SAMPLE_IMAGES.png);
  });

  it("names and serves each accepted format by its bytes, not by the file name or declared type", async () => {
    const owner = await createUser("restaurant");
    const headers = await bearerHeaders(owner);
    for (const [ext, bytes] of Object.entries(SAMPLE_IMAGES)) {
      const response = await POST(
        uploadRequest(
          { image: bytes, fileName: "upload.bin", fileType: "text/plain", folderName: "FoodItemImages" },
          headers,
        ),
      );
      expect(response.status).toBe(200);
      const { imageUrl } = (await response.json()) as UploadBody;
      expect(imageUrl.endsWith(`.${ext}`)).toBe(true);
      expect((await serve(imageUrl)).headers.get("content-type")).toBe(`image/${ext === "jpg" ? "jpeg" : ext}`);
    }
  });

  it("accepts a browser session with its XSRF token, and refuses one without", async () => {
    const user = await createUser("customer");
    const headers = await cookieHeaders(user);
    const ok = await POST(uploadRequest({ image: SAMPLE_IMAGES.jpg, folderName: "UserProfileImages" }, headers));
    expect(ok.status).toBe(200);

    const { "x-xsrf-token": _dropped, ...withoutXsrf } = headers;
    const refused = await POST(
      uploadRequest({ image: SAMPLE_IMAGES.jpg, folderName: "UserProfileImages" }, withoutXsrf),
    );
    expect(refused.status).toBe(403);
    expect(await db().uploadedImage.count({ where: { ownerId: user.id } })).toBe(1);
  });

  it("lets a restaurant still signing up upload its picture anonymously, owned by nobody yet", async () => {
    const ip = randomIp();
    const response = await POST(
      uploadRequest({ image: SAMPLE_IMAGES.webp, folderName: "RestaurantImages" }, fromIp(ip)),
    );

    expect(response.status).toBe(200);
    const body = (await response.json()) as UploadBody;
    const row = await db().uploadedImage.findUniqueOrThrow({ where: { publicId: body.public_id } });
    expect(row).toMatchObject({ folder: "RestaurantImages", ownerId: null, uploaderIp: ip, attachedAt: null });
  });

  it("asks anonymous callers to log in for any other folder, storing nothing", async () => {
    const ip = randomIp();
    const before = await storedFiles();
    for (const folderName of ["UserProfileImages", "FoodItemImages"]) {
      const response = await POST(uploadRequest({ image: SAMPLE_IMAGES.png, folderName }, fromIp(ip)));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: "Please log in to upload images" });
    }
    expect(await db().uploadedImage.count({ where: { uploaderIp: ip } })).toBe(0);
    expect(await storedFiles()).toEqual(before);
  });

  it("keeps dish pictures to restaurant accounts", async () => {
    const customer = await createUser("customer");
    const response = await POST(
      uploadRequest({ image: SAMPLE_IMAGES.png, folderName: "FoodItemImages" }, await bearerHeaders(customer)),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Only restaurant accounts can upload food item images" });
    expect(await db().uploadedImage.count({ where: { ownerId: customer.id } })).toBe(0);
  });

  describe("refuses bad uploads and stores nothing", () => {
    const cases: Array<[string, Parameters<typeof uploadRequest>[0], number, unknown]> = [
      [
        "a file just over 5 MB",
        {
          image: Buffer.concat([SAMPLE_IMAGES.png, Buffer.alloc(5 * 1024 * 1024 + 1 - SAMPLE_IMAGES.png.length)]),
          folderName: "UserProfileImages",
        },
        413,
        { message: "Images must be 5 MB or smaller" },
      ],
      [
        "a body far over the limit",
        { image: Buffer.concat([SAMPLE_IMAGES.jpg, Buffer.alloc(8 * 1024 * 1024)]), folderName: "UserProfileImages" },
        413,
        { message: "Images must be 5 MB or smaller" },
      ],
      [
        "a text file named .png and declared image/png",
        { image: TEXT_FILE, fileName: "menu.png", fileType: "image/png", folderName: "UserProfileImages" },
        415,
        { message: "Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded" },
      ],
      [
        "no file",
        { folderName: "UserProfileImages" },
        422,
        { message: "Some fields are missing or invalid", errors: { image: ["Choose an image to upload"] } },
      ],
      [
        "an empty file",
        { image: new Uint8Array(), folderName: "UserProfileImages" },
        422,
        { message: "Some fields are missing or invalid", errors: { image: ["Choose an image to upload"] } },
      ],
      [
        "text instead of a file",
        { image: "not a file", folderName: "UserProfileImages" },
        422,
        { message: "Some fields are missing or invalid", errors: { image: ["Choose an image to upload"] } },
      ],
      [
        "an unknown folder",
        { image: SAMPLE_IMAGES.png, folderName: "Secrets" },
        422,
        {
          message: "Some fields are missing or invalid",
          errors: { folderName: ["folderName must be UserProfileImages, RestaurantImages or FoodItemImages"] },
        },
      ],
      [
        "no folder",
        { image: SAMPLE_IMAGES.png },
        422,
        {
          message: "Some fields are missing or invalid",
          errors: { folderName: ["folderName must be UserProfileImages, RestaurantImages or FoodItemImages"] },
        },
      ],
    ];

    it.each(cases)("%s", async (_name, fields, status, body) => {
      const user = await createUser("restaurant");
      const before = await storedFiles();
      const response = await POST(uploadRequest(fields, await bearerHeaders(user)));

      expect(response.status).toBe(status);
      expect(await response.json()).toEqual(body);
      expect(await db().uploadedImage.count({ where: { ownerId: user.id } })).toBe(0);
      expect(await storedFiles()).toEqual(before);
    });

    it("a JSON body instead of a form", async () => {
      const user = await createUser("customer");
      const response = await POST(
        new Request("http://localhost/api/uploadToCloudinary", {
          method: "POST",
          headers: { "content-type": "application/json", ...(await bearerHeaders(user)) },
          body: JSON.stringify({ folderName: "UserProfileImages" }),
        }),
      );
      expect(response.status).toBe(422);
      expect(((await response.json()) as { errors: Record<string, string[]> }).errors.image).toEqual([
        "Choose an image to upload",
      ]);
    });
  });

  it("limits anonymous uploads to 20 an hour per address, counting every attempt", async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i++) {
      // attempts without a file are cheap and still count
      expect((await POST(uploadRequest({ folderName: "RestaurantImages" }, fromIp(ip)))).status).toBe(422);
    }

    const limited = await POST(uploadRequest({ image: SAMPLE_IMAGES.png, folderName: "RestaurantImages" }, fromIp(ip)));
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toMatch(
      /^Too many uploads from your network\. Please try again in \d+ minutes?\.$/,
    );
    expect(await db().uploadedImage.count({ where: { uploaderIp: ip } })).toBe(0);

    const otherAddress = await POST(
      uploadRequest({ image: SAMPLE_IMAGES.png, folderName: "RestaurantImages" }, fromIp(randomIp())),
    );
    expect(otherAddress.status).toBe(200);

    // a logged-in user behind the same address is not limited
    const user = await createUser("restaurant");
    const loggedIn = await POST(
      uploadRequest(
        { image: SAMPLE_IMAGES.png, folderName: "RestaurantImages" },
        fromIp(ip, await bearerHeaders(user)),
      ),
    );
    expect(loggedIn.status).toBe(200);
  });

  it("limits a logged-in user to 30 uploads an hour, with the wait, counting every attempt", async () => {
    const user = await createUser("customer");
    const headers = await bearerHeaders(user);
    for (let i = 0; i < USER_UPLOADS_PER_HOUR.limit; i++) {
      // attempts without a file are cheap and still count, from any address
      const attempt = await POST(uploadRequest({ folderName: "UserProfileImages" }, fromIp(randomIp(), headers)));
      expect(attempt.status).toBe(422);
    }
    const limited = await POST(
      uploadRequest({ image: SAMPLE_IMAGES.png, folderName: "UserProfileImages" }, fromIp(randomIp(), headers)),
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toMatch(
      /^You have uploaded too many images this hour\. Please try again in \d+ minutes?\.$/,
    );
    expect(await db().uploadedImage.count({ where: { ownerId: user.id } })).toBe(0);
    // another user is not limited by it
    const other = await createUser("customer");
    const ok = await POST(
      uploadRequest({ image: SAMPLE_IMAGES.png, folderName: "UserProfileImages" }, await bearerHeaders(other)),
    );
    expect(ok.status).toBe(200);
  });

  it("limits a logged-in user's bytes per day, storing nothing past the limit", async () => {
    const user = await createUser("customer");
    const headers = await bearerHeaders(user);
    const first = await POST(uploadRequest({ image: SAMPLE_IMAGES.png, folderName: "UserProfileImages" }, headers));
    expect(first.status).toBe(200);
    // as if the day's allowance were all but spent
    await db().rateLimitBucket.update({
      where: { key: `upload:user-bytes:${user.id}` },
      data: { count: USER_UPLOAD_BYTES_PER_DAY.limit - 10 },
    });
    const files = (await storedFiles()).length;
    const limited = await POST(uploadRequest({ image: SAMPLE_IMAGES.png, folderName: "UserProfileImages" }, headers));
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toMatch(
      /^You have uploaded too much today\. Please try again in \d+ minutes?\.$/,
    );
    expect(await db().uploadedImage.count({ where: { ownerId: user.id } })).toBe(1);
    expect((await storedFiles()).length).toBe(files);
  });

  it("records the address the trusted proxy appended, never the client's own X-Forwarded-For entry or X-Real-IP", async () => {
    const ip = randomIp();
    const response = await POST(
      uploadRequest(
        { image: SAMPLE_IMAGES.gif, folderName: "RestaurantImages" },
        { "x-forwarded-for": `203.0.113.66, ${ip}`, "x-real-ip": "203.0.113.67" },
      ),
    );
    const { public_id } = (await response.json()) as UploadBody;
    expect((await db().uploadedImage.findUniqueOrThrow({ where: { publicId: public_id } })).uploaderIp).toBe(ip);
  });
});

describe("GET /uploads/<folder>/<file>", () => {
  it("answers 404 for unknown files and for paths outside the uploads", async () => {
    for (const url of [
      `/uploads/RestaurantImages/${"c".repeat(32)}.png`,
      "/uploads/../../package.json",
      "/uploads/RestaurantImages",
      "/uploads/RestaurantImages/notes.txt",
    ]) {
      const response = await serve(url);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });
});
