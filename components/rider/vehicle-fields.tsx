import type { ComponentProps } from "react";
import { FormField, selectClasses } from "@/components/ui/form-field";
import { VEHICLE_LABELS, VEHICLES } from "@/lib/rider-console/vehicles";

/**
 * The vehicle and its registration number, side by side from the small breakpoint: the rider's sign-up form and the
 * details form of a rider under review share them. `idPrefix` keeps the ids apart should both ever share a page.
 */
export function VehicleFields({
  vehicle,
  vehicleNumber,
  errors,
  idPrefix = "",
}: Readonly<{
  /** The select's own props: a form library's registration, or a name and a default value. */
  vehicle: ComponentProps<"select">;
  vehicleNumber: ComponentProps<"input">;
  errors: { vehicle?: string; vehicleNumber?: string };
  idPrefix?: string;
}>) {
  const vehicleId = `${idPrefix}vehicle`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={vehicleId} className="text-sm font-semibold text-ink">
          Vehicle
        </label>
        <select
          id={vehicleId}
          aria-invalid={errors.vehicle ? true : undefined}
          aria-describedby={errors.vehicle ? `${vehicleId}-error` : undefined}
          className={selectClasses}
          {...vehicle}
        >
          <option value="" disabled>
            Choose your vehicle
          </option>
          {VEHICLES.map((option) => (
            <option key={option} value={option}>
              {VEHICLE_LABELS[option]}
            </option>
          ))}
        </select>
        {errors.vehicle && (
          <p id={`${vehicleId}-error`} className="text-xs font-medium text-red-600">
            {errors.vehicle}
          </p>
        )}
      </div>
      <FormField
        id={`${idPrefix}vehicleNumber`}
        label="Vehicle number"
        autoCapitalize="characters"
        placeholder="KA 01 AB 1234"
        hint="Leave empty for a bicycle"
        error={errors.vehicleNumber}
        {...vehicleNumber}
      />
    </div>
  );
}
