import { useMutation } from "@tanstack/react-query";
import type { UserType } from "@/lib/auth/session-user";
import type { UploadedImage } from "@/lib/images/contract";
import { deleteImage, removeProfileImage, setProfileImage, uploadImage } from "@/lib/images/queries";
import { appQueryClient } from "@/lib/query/client";

type ProfileImageCallbacks = {
  /** After a new picture is saved, with where it now lives. */
  onSet: (uploaded: UploadedImage) => void;
  /** After the picture is removed. */
  onRemoved: () => void;
  onError: (error: Error) => void;
};

/**
 * The profile picture's two writes, each under the loading overlay: `replace` uploads a file and makes
 * it the user's picture (deleting the upload again if that fails), `remove` takes the picture away.
 */
export function useProfileImage(userId: string, usertype: UserType, callbacks: ProfileImageCallbacks) {
  const client = appQueryClient();
  const replace = useMutation(
    {
      mutationFn: async (file: File) => {
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
      onSuccess: callbacks.onSet,
      onError: callbacks.onError,
      meta: { loading: true },
    },
    client,
  );
  const remove = useMutation(
    {
      mutationFn: () => removeProfileImage({ _id: userId }, usertype),
      onSuccess: callbacks.onRemoved,
      onError: callbacks.onError,
      meta: { loading: true },
    },
    client,
  );
  return { replace, remove, busy: replace.isPending || remove.isPending };
}
