import { z } from "zod";

// One schema per image input, shared by the upload forms and the route handlers.

/** The spec's image folders; each upload names one. */
export const IMAGE_FOLDERS = ["UserProfileImages", "RestaurantImages", "FoodItemImages"] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];
const ImageFolderSchema = z.enum(IMAGE_FOLDERS, {
  error: "folderName must be UserProfileImages, RestaurantImages or FoodItemImages",
});

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const TOO_LARGE_MESSAGE = "Images must be 5 MB or smaller";
export const NOT_AN_IMAGE_MESSAGE = "Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded";

// The size limit is not part of the schema: an oversized file is a 413, not a field error.
export const UploadImageFormSchema = z.object({
  image: z.file({ error: "Choose an image to upload" }).min(1, "Choose an image to upload"),
  folderName: ImageFolderSchema,
});

const publicId = z
  .string({ error: "public_id is required" })
  .trim()
  .min(1, "public_id is required")
  .max(300, "public_id is too long");
const userId = z.string({ error: "_id is required" }).trim().min(1, "_id is required").max(64);

export const DeleteImageSchema = z.object({ public_id: publicId });

/** `imageUrl` is accepted for the spec's clients but the stored URL of the upload is what is saved. */
export const SetProfileImageSchema = z.object({
  _id: userId,
  imageUrl: z.string().max(2048).optional(),
  public_id: publicId,
});

export const RemoveProfileImageSchema = z.object({ _id: userId });
