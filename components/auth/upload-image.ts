import { apiFetch } from "@/lib/api/client";

export type ImageFolder = "UserProfileImages" | "RestaurantImages" | "FoodItemImages";
export type UploadedImage = { imageUrl: string; public_id: string; message: string };

/** The server refuses more than this (413); checking first saves a slow upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Why a chosen file cannot be uploaded, or null if it can. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return "Please choose an image file";
  if (file.size > MAX_IMAGE_BYTES) return "The image must be 5 MB or smaller";
  return null;
}

/** POST /api/uploadToCloudinary with the file and its folder. */
export function uploadImage(file: File, folderName: ImageFolder, options: { reauth?: boolean } = {}) {
  const form = new FormData();
  form.set("image", file);
  form.set("folderName", folderName);
  return apiFetch<UploadedImage>("/api/uploadToCloudinary", { method: "POST", form, ...options });
}

/** POST /api/deleteImageFromCloudinary. */
export function deleteImage(publicId: string, options: { reauth?: boolean } = {}) {
  return apiFetch<{ message: string }>("/api/deleteImageFromCloudinary", {
    method: "POST",
    json: { public_id: publicId },
    ...options,
  });
}
