"use client";
import { Icon } from "@/components/ui/icon";
import { useId, type ChangeEvent } from "react";
import { toast } from "@/lib/ui/toast";
import { deleteImage, uploadImage, type ImageFolder } from "@/lib/images/upload-calls";
import { useImageWork } from "@/components/ui/use-image-work";
import type { UserType } from "@/lib/auth/session-user";
import { imageSrc } from "@/lib/images/image-src";
import { cn } from "@/lib/ui/cn";

/**
 * The preview's `src` and `srcSet` through the image optimizer, as next/image's `fill` would give them,
 * without its client component (about 4 kB gzip with its config context) on the owner's form pages,
 * which load TanStack Query from their layout. Widths: next.config.ts `images.deviceSizes` and the
 * largest `imageSizes` (the optimizer answers 400 to any other), quality its default 75.
 */
const PREVIEW_WIDTHS = [384, 640, 828, 1080, 1920] as const;
function previewImage(src: string): { src: string; srcSet: string } {
  const at = (width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;
  return { src: at(1920), srcSet: PREVIEW_WIDTHS.map((width) => `${at(width)} ${width}w`).join(", ") };
}

type ImageValue = { imageUrl: string; public_id?: string };

type ImageUploadFieldProps = Readonly<{
  label: string;
  folder: ImageFolder;
  value: ImageValue;
  onChange: (value: { imageUrl: string; public_id: string }) => void;
  error?: string;
  /** Off before the account exists: a failed call must not send the user to a login page. */
  reauth?: boolean;
  /** Whose login page a lost session leads to. */
  usertype?: UserType;
  /**
   * The image already saved with the record (a settings form): removing it only clears the field, and
   * the server deletes it when the change is saved; an upload not saved yet is deleted at once.
   */
  savedPublicId?: string;
}>;

/** An upload box while empty; once uploaded, a preview with a remove button. */
export function ImageUploadField({
  label,
  folder,
  value,
  onChange,
  error,
  reauth = true,
  usertype,
  savedPublicId,
}: ImageUploadFieldProps) {
  const id = useId();
  const { busy, run: withLoading, takeFile } = useImageWork();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = takeFile(event);
    if (!file) return;
    void withLoading(async () => {
      const uploaded = await uploadImage(file, folder, { reauth, usertype });
      onChange({ imageUrl: uploaded.imageUrl, public_id: uploaded.public_id });
      // The form's "fill in all fields" may be about this very image: no error left beside the success.
      toast.dismissErrors();
      toast.success(uploaded.message || "Image Uploaded");
    });
  };

  const onRemove = () =>
    withLoading(async () => {
      if (value.public_id && value.public_id !== savedPublicId)
        await deleteImage(value.public_id, { reauth, usertype });
      onChange({ imageUrl: "", public_id: "" });
      toast.success("Image removed");
    });

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-semibold">
        {label}
      </span>
      {value.imageUrl ? (
        <div className="relative aspect-[16/9] overflow-hidden rounded-2xl bg-stone-100 ring-1 ring-stone-200">
          {/* eslint-disable-next-line @next/next/no-img-element -- the optimizer's srcset without next/image's client code (previewImage) */}
          <img
            {...previewImage(imageSrc(value.imageUrl))}
            alt={`${label} preview`}
            sizes="(min-width: 640px) 560px, 100vw"
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover"
          />
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            className="absolute right-3 top-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-2 text-sm font-semibold text-red-600 shadow-md hover:bg-white disabled:opacity-60"
          >
            <Icon name="trash-2" className="h-4 w-4" /> Remove image
          </button>
        </div>
      ) : (
        <label
          htmlFor={id}
          className={cn(
            "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors",
            "has-[:focus-visible]:border-brand-500 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100",
            error
              ? "border-red-400 bg-red-50/50"
              : "border-stone-300 bg-stone-50 hover:border-brand-400 hover:bg-brand-50/40",
          )}
        >
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm">
            <Icon name="image-plus" className="h-6 w-6" />
          </span>
          <span className="text-sm font-semibold text-ink">{busy ? "Uploading…" : "Upload a photo"}</span>
          <span className="text-xs text-muted">JPG, PNG or WebP, up to 5 MB</span>
          <input
            id={id}
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={busy}
            aria-labelledby={`${id}-label`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={onFile}
          />
        </label>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
