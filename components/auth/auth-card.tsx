import { Picture } from "@/components/ui/picture";
import type { ReactNode } from "react";
import { cn } from "@/lib/ui/cn";

type AuthCardProps = Readonly<{
  eyebrow: string;
  title: string;
  subtitle?: ReactNode;
  /** The photo beside the form on wide screens; long forms go without, as it would stretch. */
  image?: { src: string; alt: string };
  children: ReactNode;
  footer?: ReactNode;
}>;

/** The frame of every login and sign-up form: a food photo beside the form on wide screens. */
export function AuthCard({ eyebrow, title, subtitle, image, children, footer }: AuthCardProps) {
  return (
    <div
      className={cn(
        "mx-auto grid w-full overflow-hidden rounded-3xl bg-white shadow-xl shadow-brand-900/5 ring-1 ring-stone-200",
        image ? "max-w-5xl lg:grid-cols-[5fr_6fr]" : "max-w-2xl",
      )}
    >
      {/* Lazy, not priority: phones hide it, so they never download it. */}
      {image && (
        <div className="relative hidden min-h-[36rem] lg:block">
          <Picture
            src={image.src}
            alt={image.alt}
            fill
            sizes="(min-width: 1024px) 460px, 1px"
            className="object-cover"
          />
          <div className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/10 to-transparent" aria-hidden />
          <p className="absolute inset-x-8 bottom-8 text-2xl font-extrabold leading-snug text-white">
            Your one stop destination for decilcious food
          </p>
        </div>
      )}
      <div className="flex flex-col px-5 py-8 sm:px-10 sm:py-10">
        <p className="text-xs font-bold uppercase tracking-widest text-brand-600">{eyebrow}</p>
        <h1 className="mt-2 text-2xl font-extrabold sm:text-3xl">{title}</h1>
        {subtitle && <p className="mt-2 text-sm text-muted">{subtitle}</p>}
        <div className="mt-6 flex-1">{children}</div>
        {footer && <div className="mt-6 border-t border-stone-200 pt-5 text-sm text-muted">{footer}</div>}
      </div>
    </div>
  );
}
