import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { cn } from "@/lib/ui/cn";

export type FormFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** A control drawn inside the input's right edge, such as a show/hide button. */
  trailing?: ReactNode;
  /** The value's length, with `maxLength`: shown as "12/80" under the box, so a limit is seen before it refuses. */
  count?: number;
  ref?: Ref<HTMLInputElement>;
};

const boxBase =
  "h-12 w-full rounded-xl border border-stone-300 bg-white px-4 text-base text-ink shadow-sm transition-colors " +
  "placeholder:text-stone-400 hover:border-stone-400 focus:border-brand-500 focus:outline-none focus:ring-4 " +
  "focus:ring-brand-100 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-100";

export const inputClasses = `${boxBase} read-only:bg-stone-100 read-only:text-muted`;

/**
 * The same box for a <select>, without the read-only look: a select always matches :read-only (its value is not
 * typed), so with inputClasses it looked greyed out, like a disabled field.
 */
export const selectClasses = boxBase;

/** A labelled input whose error is announced with it (aria-invalid + aria-describedby). */
export function FormField({
  id,
  label,
  error,
  hint,
  trailing,
  count,
  className,
  ref,
  ...input
}: Readonly<FormFieldProps>) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const counted = count !== undefined && input.maxLength !== undefined;
  const describedBy = [error && errorId, hint && hintId, counted && countId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClasses, trailing ? "pr-12" : undefined)}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
      {counted && <CharCount id={countId} count={count} max={input.maxLength!} />}
    </div>
  );
}

/** "12/80" under a box with a length limit; read with the box (aria-describedby), not on every key. */
export function CharCount({ id, count, max }: Readonly<{ id: string; count: number; max: number }>) {
  return (
    <p id={id} className={cn("-mt-1 self-end text-xs tabular-nums", count >= max ? "text-brand-700" : "text-muted")}>
      <span className="sr-only">Characters used: </span>
      {count}/{max}
    </p>
  );
}
