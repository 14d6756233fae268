import { describe, expect, it } from "vitest";
import { cloudinaryConfigFromUrl } from "@/lib/images/cloudinary-storage";

describe("cloudinaryConfigFromUrl", () => {
  it("reads the cloud, the key, the (percent-encoded) secret and query options", () => {
    expect(cloudinaryConfigFromUrl("cloudinary://1234:s3cr%2Ft@thali?upload_prefix=http://127.0.0.1:9999")).toEqual({
      cloud_name: "thali",
      api_key: "1234",
      api_secret: "s3cr/t",
      upload_prefix: "http://127.0.0.1:9999",
      secure: true,
    });
  });

  it("always asks for https delivery URLs, whatever the query says", () => {
    expect(cloudinaryConfigFromUrl("cloudinary://k:s@c?secure=false").secure).toBe(true);
  });
});
