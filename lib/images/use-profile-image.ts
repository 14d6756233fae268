import { useMutation } from "@tanstack/react-query";
import type { UserType } from "@/lib/auth/session-user";
import type { UploadedImage } from "@/lib/images/contract";
import { deleteImage, removeProfileImage, setProfileImage, uploadImage } from "@/lib/images/queries";
import { appQueryClient } from "@/lib/query/client";

type ProfileImageCallbacks = {
  /** After the change is saved, with the new picture (null once it is removed). */
  onChanged: (uploaded: UploadedImage | null) => void;
  onError: (error: Error) => void;
};

/**
 * The profile picture's one write, under the loading overlay: given a file, uploads it and makes it the
 * user's picture (deleting the upload again if that fails); given null, takes the picture away.
 */
export function useProfileImage(userId: string, usertype: UserType, { onChanged, onError }: ProfileImageCallbacks) {
  return useMutation(
    {
      mutationFn: async (file: File | null) => {
        if (!file) {
          await removeProfileImage({ _id: userId }, usertype);
          return null;
        }
        const uploaded = await uploadImage(file, "UserProfileImages", { reauth: true });
        try {
          await setProfileImage({ _id: userId, imageUrl: uploaded.imageUrl, public_id: uploaded.public_id }, usertype);
        } catch (error) {
          // The new file is not anyone's image now: do not leave it behind.
          await deleteImage(uploaded.public_id).catch(() => undefined);
          throw error;
        }
        return uploaded;
      },
      onSuccess: onChanged,
      onError,
      meta: { loading: true },
    },
    appQueryClient(),
  );
}
