"use client";
import { forgetViewer } from "@/lib/viewer/use-viewer";
import * as Dialog from "@radix-ui/react-dialog";
import { ImageUp, Pencil, Trash2, X } from "lucide-react";
import Image from "next/image";
import { useRouter } from "next/navigation";
import { useState, type ChangeEvent } from "react";
import { toast } from "@/lib/ui/toast";
import { deleteImage, uploadImage } from "@/lib/images/upload-calls";
import { useImageWork } from "@/components/ui/use-image-work";
import { removeProfileImage, setProfileImage } from "@/lib/accounts/queries";
import type { UserType } from "@/lib/auth/session-user";
import { imageSrc } from "@/lib/images/image-src";
import { cn } from "@/lib/ui/cn";

const PLACEHOLDER = "/images/avatar-placeholder.svg";

type ProfileImageEditorProps = Readonly<{
  userId: string;
  usertype: UserType;
  imageUrl: string | null;
  /** Avatar diameter in pixels. */
  size?: number;
}>;

/** The avatar with an edit button that opens the profile image dialog (upload, replace, remove). */
export function ProfileImageEditor({ userId, usertype, imageUrl, size = 64 }: ProfileImageEditorProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // What the dialog shows until the refreshed page brings the stored image back down.
  const [shown, setShown] = useState(imageUrl);
  const [lastProp, setLastProp] = useState(imageUrl);
  if (imageUrl !== lastProp) {
    setLastProp(imageUrl);
    setShown(imageUrl);
  }
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
      setShown(uploaded.imageUrl);
      toast.success("Image Uploaded");
    });
  };

  const onRemove = () =>
    run(async () => {
      await removeProfileImage(usertype, userId);
      setShown(null);
      toast.success("Image removed");
    });

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <div className="relative shrink-0" style={{ width: size, height: size }}>
        <Image
          src={shown ? imageSrc(shown) : PLACEHOLDER}
          alt="Profile image"
          width={size}
          height={size}
          sizes={`${size}px`}
          className="h-full w-full rounded-full bg-stone-100 object-cover ring-4 ring-white"
        />
        <Dialog.Trigger
          aria-label="Edit profile image"
          className={cn(
            "absolute inline-flex items-center justify-center rounded-full bg-brand-500 text-white shadow-md ring-2 ring-white hover:bg-brand-600",
            size < 96 ? "-bottom-1 -right-1 h-7 w-7" : "bottom-0 right-0 h-9 w-9",
          )}
        >
          <Pencil className={size < 96 ? "h-3.5 w-3.5" : "h-4 w-4"} aria-hidden />
        </Dialog.Trigger>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50 animate-fade-in" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[60] max-h-[35rem] w-[min(calc(100vw-2rem),26rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl animate-fade-in focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-bold">Profile image</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">
                Upload a photo of you, replace it or remove it.
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label="Close" className="rounded-full p-3 text-muted hover:bg-stone-100">
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="mt-6 flex justify-center">
            <Image
              src={shown ? imageSrc(shown) : PLACEHOLDER}
              alt={shown ? "Your profile image" : "No profile image yet"}
              width={160}
              height={160}
              sizes="160px"
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
              <ImageUp className="h-4 w-4" aria-hidden />
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
                <Trash2 className="h-4 w-4" aria-hidden /> Remove image
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
