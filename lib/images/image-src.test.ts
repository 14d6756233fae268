import { describe, expect, it } from "vitest";
import { imageSrc } from "./image-src";

describe("imageSrc", () => {
  it("turns our own images, answered absolute, back into the paths next/image serves", () => {
    expect(imageSrc("https://thali.example/uploads/FoodItemImages/a.png")).toBe("/uploads/FoodItemImages/a.png");
    expect(imageSrc("http://localhost:3210/images/restaurants/r01.webp?v=2")).toBe("/images/restaurants/r01.webp?v=2");
  });

  it("leaves paths, Cloudinary's URLs and anything else alone", () => {
    expect(imageSrc("/uploads/FoodItemImages/a.png")).toBe("/uploads/FoodItemImages/a.png");
    const cloudinary = "https://res.cloudinary.com/demo/image/upload/v1/FoodItemImages/a.png";
    expect(imageSrc(cloudinary)).toBe(cloudinary);
    expect(imageSrc("https://elsewhere.example/photos/a.png")).toBe("https://elsewhere.example/photos/a.png");
    expect(imageSrc("")).toBe("");
  });
});
