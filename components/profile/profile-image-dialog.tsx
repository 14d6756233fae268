"use client";
import * as Dialog from "@radix-ui/react-dialog";
import { Icon } from "@/components/ui/icon";
import { useRouter } from "next/navigation";
import type { ChangeEvent, RefObject } from "react";
import { useImageWork } from "@/components/ui/use-image-work";
import { avatarImage } from "@/components/profile/avatar-image";
import { removeProfileImage, setProfileImage } from "@/lib/accounts/queries";
import type { UserType } from "@/lib/auth/session-user";
import { deleteImage, uploadImage } from "@/lib/images/upload-calls";
import { cn } from "@/lib/ui/cn";
import { toast } from "@/lib/ui/toast";
import { forgetViewer } from "@/lib/viewer/use-viewer";

type ProfileImageDialogProps = Readonly<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  usertype: UserType;
  /** The picture shown, and its setter: the avatar beside the button shows it too. */
  shown: string | null;
  onShown: (imageUrl: string | null) => void;
  /** The button that opened the dialog: focus goes back there when it closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}>;

/**
 * The profile image dialog (upload, replace, remove), loaded by ProfileImageEditor on the first
 * press of its button: Radix's dialog, the upload calls and the image work stay out of the page's
 * first load.
 */
export function ProfileImageDialog({
  open,
  onOpenChange,
  userId,
  usertype,
  shown,
  onShown,
  trigger,
}: ProfileImageDialogProps) {
  const router = useRouter();
  const { busy, run, takeFile } = useImageWork(() => {
    router.refresh();
    // The side panel shows the picture from the viewer.
    void forgetViewer();
  });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = takeFile(event);
    if (!file) return;
    void run(async () => {
      const uploaded = await uploadImage(file, "UserProfileImages", { reauth: true });
      try {
        await setProfileImage(usertype, { _id: userId, imageUrl: uploaded.imageUrl, public_id: uploaded.public_id });
      } catch (error) {
        // The new file is not anyone's image now: do not leave it behind.
        await deleteImage(uploaded.public_id).catch(() => undefined);
        throw error;
      }
      onShown(uploaded.imageUrl);
      toast.success("Image Uploaded");
    });
  };

  const onRemove = () =>
    run(async () => {
      await removeProfileImage(usertype, userId);
      onShown(null);
      toast.success("Image removed");
    });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50 animate-fade-in" />
        <Dialog.Content
          // Opened from state, not a Radix trigger: Radix would not know where focus came from.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-[60] max-h-[35rem] w-[min(calc(100vw-2rem),26rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl animate-fade-in focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-bold">Profile image</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">
                Upload a photo of you, replace it or remove it.
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label="Close" className="rounded-full p-3 text-muted hover:bg-stone-100">
              <Icon name="x" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <div className="mt-6 flex justify-center">
            {/* eslint-disable-next-line @next/next/no-img-element -- optimized by avatarImage, without next/image's client code */}
            <img
              {...avatarImage(shown, 160)}
              alt={shown ? "Your profile image" : "No profile image yet"}
              width={160}
              height={160}
              decoding="async"
              className="h-40 w-40 rounded-full bg-stone-100 object-cover ring-4 ring-brand-100"
            />
          </div>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <label
              className={cn(
                "inline-flex h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl bg-brand-500 px-4 text-sm font-semibold text-white hover:bg-brand-600",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500",
                busy && "pointer-events-none opacity-60",
              )}
            >
              <Icon name="image-up" className="h-4 w-4" />
              {shown ? "Replace image" : "Upload image"}
              <input type="file" accept="image/*" className="sr-only" disabled={busy} onChange={onFile} />
            </label>
            {shown && (
              <button
                type="button"
                onClick={onRemove}
                disabled={busy}
                className="inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-xl border border-stone-300 px-4 text-sm font-semibold text-red-600 hover:border-red-300 hover:bg-red-50 disabled:opacity-60"
              >
                <Icon name="trash-2" className="h-4 w-4" /> Remove image
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
