import type { z } from "zod";
import type { DeleteImageSchema, RemoveProfileImageSchema, SetProfileImageSchema } from "@/lib/images/schemas";

// Images on the wire (upload, delete, the profile image), written once for the route handlers and
// the browser's calls (lib/images/queries.ts). Types and two tiny constants only: safe in browser code.

/** The spec's image folders; each upload names one. */
export const IMAGE_FOLDERS = ["UserProfileImages", "RestaurantImages", "FoodItemImages"] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

/** The server refuses a larger image (413); the browser checks first to save a slow upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** POST /api/uploadToCloudinary (multipart: `image`, `folderName`): where the image now lives. */
export type UploadedImage = { imageUrl: string; public_id: string; message: string };

/** POST /api/deleteImageFromCloudinary. */
export type DeleteImageBody = z.input<typeof DeleteImageSchema>;

/** POST /api/setUserProfileImage and its answer. */
export type SetProfileImageBody = z.input<typeof SetProfileImageSchema>;
export type ProfileImageSet = { message: string; image: { imageUrl: string; public_id: string } };

/** POST /api/removeUserProfileImage. */
export type RemoveProfileImageBody = z.input<typeof RemoveProfileImageSchema>;

/** The answer of a delete or a removal. */
export type ImageMessage = { message: string };
