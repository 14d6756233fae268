"use client";
import { Icon } from "@/components/ui/icon";
import { lazyClient } from "@/components/ui/lazy-client";
import { useRef, useState } from "react";
import { avatarImage } from "@/components/profile/avatar-image";
import type { UserType } from "@/lib/auth/session-user";
import { cn } from "@/lib/ui/cn";

// The dialog (Radix, the upload calls) is fetched on the first press of the edit button.
const ProfileImageDialog = lazyClient(() =>
  import("@/components/profile/profile-image-dialog").then((m) => m.ProfileImageDialog),
);

type ProfileImageEditorProps = Readonly<{
  userId: string;
  usertype: UserType;
  imageUrl: string | null;
  /** Avatar diameter in pixels. */
  size?: number;
}>;

/** The avatar with an edit button that opens the profile image dialog (upload, replace, remove). */
export function ProfileImageEditor({ userId, usertype, imageUrl, size = 64 }: ProfileImageEditorProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // What the avatar and the dialog show until the refreshed page brings the stored image back down.
  const [shown, setShown] = useState(imageUrl);
  const [lastProp, setLastProp] = useState(imageUrl);
  if (imageUrl !== lastProp) {
    setLastProp(imageUrl);
    setShown(imageUrl);
  }

  return (
    <div className="relative shrink-0" style={{ width: size, height: size }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- optimized by avatarImage, without next/image's client code */}
      <img
        {...avatarImage(shown, size)}
        alt="Profile image"
        width={size}
        height={size}
        decoding="async"
        className="h-full w-full rounded-full bg-stone-100 object-cover ring-4 ring-white"
      />
      <button
        ref={trigger}
        type="button"
        aria-label="Edit profile image"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className={cn(
          "absolute inline-flex items-center justify-center rounded-full bg-brand-500 text-white shadow-md ring-2 ring-white hover:bg-brand-600",
          size < 96 ? "-bottom-1 -right-1 h-7 w-7" : "bottom-0 right-0 h-9 w-9",
        )}
      >
        <Icon name="pencil" className={size < 96 ? "h-3.5 w-3.5" : "h-4 w-4"} />
      </button>
      {used && (
        <ProfileImageDialog
          open={open}
          onOpenChange={setOpen}
          userId={userId}
          usertype={usertype}
          shown={shown}
          onShown={setShown}
          trigger={trigger}
        />
      )}
    </div>
  );
}
