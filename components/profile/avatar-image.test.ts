import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { AVATAR_PLACEHOLDER, AVATAR_WIDTHS, avatarImage } from "@/components/profile/avatar-image";

describe("avatarImage", () => {
  it("asks the optimizer only for widths it serves", () => {
    expect([...AVATAR_WIDTHS]).toEqual(nextConfig.images?.imageSizes);
  });

  it("draws a stored picture at 1x and 2x through the optimizer", () => {
    expect(avatarImage("http://localhost:3000/uploads/UserProfileImages/a.png", 112)).toEqual({
      src: "/_next/image?url=%2Fuploads%2FUserProfileImages%2Fa.png&w=256&q=75",
      srcSet:
        "/_next/image?url=%2Fuploads%2FUserProfileImages%2Fa.png&w=128&q=75 1x, " +
        "/_next/image?url=%2Fuploads%2FUserProfileImages%2Fa.png&w=256&q=75 2x",
    });
  });

  it("keeps a Cloudinary URL whole and caps the width at the largest served", () => {
    const { src } = avatarImage("https://res.cloudinary.com/demo/image/upload/me.jpg", 300);
    expect(src).toBe(
      `/_next/image?url=${encodeURIComponent("https://res.cloudinary.com/demo/image/upload/me.jpg")}&w=384&q=75`,
    );
  });

  it("draws the placeholder as it is", () => {
    expect(avatarImage(null, 64)).toEqual({ src: AVATAR_PLACEHOLDER });
  });
});
