import type { UseFormRegisterReturn } from "react-hook-form";
import { inputClasses } from "@/components/ui/form-field";
import { cn } from "@/lib/ui/cn";

type TimeFieldProps = Readonly<{
  id: string;
  legend: string;
  hour: UseFormRegisterReturn;
  minute: UseFormRegisterReturn;
  error?: string;
}>;

/** A 24-hour time as two numeric boxes, hour (0-23) and minute (0-59). */
export function TimeField({ id, legend, hour, minute, error }: TimeFieldProps) {
  const box = cn(inputClasses, "w-20 px-3 text-center tabular-nums");
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold">
        {legend} <span className="font-normal text-muted">(24-hour)</span>
      </legend>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-hour`}
          type="number"
          inputMode="numeric"
          min={0}
          max={23}
          step={1}
          aria-label={`${legend} hour`}
          aria-invalid={error ? true : undefined}
          placeholder="HH"
          className={box}
          {...hour}
        />
        <span className="text-lg font-bold text-muted" aria-hidden>
          :
        </span>
        <input
          id={`${id}-minute`}
          type="number"
          inputMode="numeric"
          min={0}
          max={59}
          step={1}
          aria-label={`${legend} minute`}
          aria-invalid={error ? true : undefined}
          placeholder="MM"
          className={box}
          {...minute}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
