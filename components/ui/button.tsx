import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "@/lib/ui/cn";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "outline" | "danger";
export type ButtonSize = "sm" | "md" | "lg" | "lgNarrow" | "icon";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-500 text-white shadow-sm hover:bg-brand-600 active:bg-brand-700",
  secondary: "bg-brand-50 text-brand-700 hover:bg-brand-100",
  outline: "border border-stone-300 bg-white text-ink hover:border-brand-400 hover:text-brand-600",
  ghost: "text-ink hover:bg-stone-100",
  danger: "border border-red-200 bg-white text-red-700 hover:border-red-300 hover:bg-red-50",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  lgNarrow: "h-12 px-4 text-base",
  icon: "h-10 w-10",
};

/**
 * The classes of a button, for links that look like one. `className` adds to the base classes and
 * must not restate what they set (cn does not resolve conflicts), except under a variant such as
 * `max-sm:`, which Tailwind always orders after the plain utility.
 */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) {
  return cn(
    // A label breaks between words, never inside one (the page's text may wrap anywhere: app/globals.css).
    "inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors [overflow-wrap:normal]",
    "disabled:pointer-events-none disabled:opacity-50",
    variants[variant],
    sizes[size],
    className,
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export const Button = forwardRef<HTMLButtonElement, Readonly<ButtonProps>>(function Button(
  { variant = "primary", size = "md", className, type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClasses(variant, size, className)} {...props} />;
});
