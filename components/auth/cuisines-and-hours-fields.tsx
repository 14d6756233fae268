"use client";
import { Controller, get, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { CuisinePicker } from "@/components/auth/cuisine-picker";
import { TimeField } from "@/components/ui/time-field";

/** The fields both forms share, by these names: the restaurant sign-up's second step and the owner's settings. */
type CuisinesAndHours = {
  cuisines: readonly string[];
  opentime: { hour: unknown; minute: unknown };
  closetime: { hour: unknown; minute: unknown };
};

/** The restaurant's cuisines (toggle chips) and its opening and closing times (24-hour boxes). */
export function CuisinesAndHoursFields<T extends FieldValues & CuisinesAndHours, TOutput>({
  form,
}: Readonly<{ form: UseFormReturn<T, unknown, TOutput> }>) {
  const { errors } = form.formState;
  // The field names are fixed by CuisinesAndHours; react-hook-form types a generic form's paths as Path<T>.
  const path = (name: string) => name as Path<T>;
  const message = (name: string): string | undefined => {
    const error: unknown = get(errors, name);
    return error && typeof error === "object" && "message" in error && typeof error.message === "string"
      ? error.message
      : undefined;
  };
  const timeError = (t: "opentime" | "closetime") => message(`${t}.hour`) ?? message(`${t}.minute`);
  return (
    <>
      <Controller
        control={form.control}
        name={path("cuisines")}
        render={({ field }) => (
          <CuisinePicker value={field.value} onChange={field.onChange} error={message("cuisines")} />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TimeField
          id="opentime"
          legend="Open Time"
          hour={form.register(path("opentime.hour"))}
          minute={form.register(path("opentime.minute"))}
          error={timeError("opentime")}
        />
        <TimeField
          id="closetime"
          legend="Close Time"
          hour={form.register(path("closetime.hour"))}
          minute={form.register(path("closetime.minute"))}
          error={timeError("closetime")}
        />
      </div>
    </>
  );
}
