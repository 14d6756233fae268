import { apiFetch } from "@/lib/api/client";
import type { UserType } from "@/lib/auth/session-user";

export type ImageFolder = "UserProfileImages" | "RestaurantImages" | "FoodItemImages";
export type UploadedImage = { imageUrl: string; public_id: string; message: string };

/** `usertype`: whose login page a lost session leads to; `reauth` off before the account exists. */
export type ImageCallOptions = { reauth?: boolean; usertype?: UserType };

/** The server refuses more than this (413); checking first saves a slow upload. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Why a chosen file cannot be uploaded, or null if it can. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return "Please choose an image file";
  if (file.size > MAX_IMAGE_BYTES) return "The image must be 5 MB or smaller";
  return null;
}

/** POST /api/uploadToCloudinary with the file and its folder. */
export function uploadImage(file: File, folderName: ImageFolder, options: ImageCallOptions = {}) {
  const form = new FormData();
  form.set("image", file);
  form.set("folderName", folderName);
  return apiFetch<UploadedImage>("/api/uploadToCloudinary", { method: "POST", form, ...options });
}

/** POST /api/deleteImageFromCloudinary. */
export function deleteImage(publicId: string, options: ImageCallOptions = {}) {
  return apiFetch<{ message: string }>("/api/deleteImageFromCloudinary", {
    method: "POST",
    json: { public_id: publicId },
    ...options,
  });
}
