// Matrix rows of the images: uploads, removal, the profile image.
import { SAMPLE_IMAGES } from "@/tests/support/image-fixtures";
import type { RouteKey } from "@/tests/authz/routes";
import { type Row, theCustomer, who } from "@/tests/authz/rows/common";
import { uploadedImage } from "@/tests/authz/world";

function imageForm(folderName: string): FormData {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(SAMPLE_IMAGES.png)], { type: "image/png" }), "dish.png");
  form.append("folderName", folderName);
  return form;
}

export const IMAGE_ROWS: Partial<Record<RouteKey, Row>> = {
  // Images: uploads need a login (anonymous ones only for a restaurant sign-up's picture), dish
  // pictures a restaurant account; an image is removed or used only by its uploader.
  "POST /api/uploadToCloudinary": {
    expect: who(401, 403, 403, 200, 200),
    request: () => ({ path: "/api/uploadToCloudinary", body: imageForm("FoodItemImages") }),
  },
  "POST /api/deleteImageFromCloudinary": {
    expect: theCustomer,
    request: async (w) => ({
      path: "/api/deleteImageFromCloudinary",
      body: { public_id: (await uploadedImage("UserProfileImages", w.customer)).publicId },
    }),
  },
  "POST /api/setUserProfileImage": {
    expect: theCustomer,
    request: async (w) => {
      const image = await uploadedImage("UserProfileImages", w.customer);
      return {
        path: "/api/setUserProfileImage",
        body: { _id: w.customer.id, imageUrl: image.url, public_id: image.publicId },
      };
    },
  },
  "POST /api/removeUserProfileImage": {
    expect: theCustomer,
    request: (w) => ({ path: "/api/removeUserProfileImage", body: { _id: w.customer.id } }),
  },
};
