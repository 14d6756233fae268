import { apiFetch } from "@/lib/api/client";
import type { UserType } from "@/lib/auth/session-user";
import {
  MAX_IMAGE_BYTES,
  type DeleteImageBody,
  type ImageFolder,
  type ImageMessage,
  type ProfileImageSet,
  type RemoveProfileImageBody,
  type SetProfileImageBody,
  type UploadedImage,
} from "@/lib/images/contract";

// The browser's image calls: upload and delete (any picker) and the profile image. Nothing here is
// read through TanStack Query, so there are no query keys; the writes run as mutations in their hooks.

export type { ImageFolder, UploadedImage };

/** `usertype`: whose login page a lost session leads to; `reauth` off before the account exists. */
export type ImageCallOptions = { reauth?: boolean; usertype?: UserType };

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
  const body: DeleteImageBody = { public_id: publicId };
  return apiFetch<ImageMessage>("/api/deleteImageFromCloudinary", { method: "POST", json: body, ...options });
}

/** POST /api/setUserProfileImage: the uploaded image becomes the user's picture. */
export function setProfileImage(body: SetProfileImageBody, usertype: UserType) {
  return apiFetch<ProfileImageSet>("/api/setUserProfileImage", { method: "POST", json: body, usertype });
}

/** POST /api/removeUserProfileImage. */
export function removeProfileImage(body: RemoveProfileImageBody, usertype: UserType) {
  return apiFetch<ImageMessage>("/api/removeUserProfileImage", { method: "POST", json: body, usertype });
}
