"use client";
import { EarlySubmitNotice, useEarlyAction } from "@/components/auth/early-submit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { useForm, type FieldErrors, type Path } from "react-hook-form";
import { toast } from "@/lib/ui/toast";
import { FormField } from "@/components/ui/form-field";
import { VehicleFields } from "@/components/rider/vehicle-fields";
import { PasswordField } from "@/components/auth/password-field";
import { rememberSignedUpEmail } from "@/components/auth/signed-up-email";
import { TOAST_MS } from "@/components/ui/toast-times";
import { Button } from "@/components/ui/button";
import { ApiError, errorMessage } from "@/lib/api/client";
import { signUpRider } from "@/lib/rider-console/calls";
import { RiderSignupFormSchema, type RiderSignupFormValues } from "@/lib/rider-console/types";

type Field = keyof RiderSignupFormValues;
const FIELDS: Field[] = ["username", "email", "password", "phone", "vehicle", "vehicleNumber", "licenceNumber", "city"];

/** /auth/signup/rider: the account and the rider's profile in one form; the server's field errors show per field. */
export function RiderSignupForm() {
  const router = useRouter();
  const earlyAction = useEarlyAction();
  const form = useForm<RiderSignupFormValues>({
    resolver: zodResolver(RiderSignupFormSchema),
    defaultValues: {
      username: "",
      email: "",
      password: "",
      phone: "",
      vehicle: "" as RiderSignupFormValues["vehicle"],
      vehicleNumber: "",
      licenceNumber: "",
      city: "",
    },
  });
  const { errors } = form.formState;
  const [signingUp, startSignup] = useTransition();

  const signup = (values: RiderSignupFormValues) =>
    startSignup(async () => {
      try {
        const answer = await signUpRider({
          username: values.username.trim(),
          email: values.email.trim(),
          password: values.password,
          phone: values.phone.trim(),
          vehicle: values.vehicle,
          city: values.city.trim(),
          ...(values.vehicleNumber.trim() ? { vehicleNumber: values.vehicleNumber.trim() } : {}),
          ...(values.licenceNumber.trim() ? { licenceNumber: values.licenceNumber.trim() } : {}),
        });
        toast.dismissErrors();
        rememberSignedUpEmail(values.email.trim());
        toast.success(answer.message, { duration: TOAST_MS.signupSuccess });
        router.push("/auth/login/rider");
      } catch (error) {
        if (error instanceof ApiError && error.errors) {
          for (const [field, messages] of Object.entries(error.errors)) {
            if (FIELDS.includes(field as Field))
              form.setError(field as Path<RiderSignupFormValues>, { message: messages[0] });
          }
        }
        toast.error(errorMessage(error));
      }
    });

  const onInvalid = (invalid: FieldErrors<RiderSignupFormValues>) => {
    const first = FIELDS.map((field) => invalid[field]?.message).find(Boolean);
    toast.error(first ?? "Please check the form", { duration: TOAST_MS.blank });
  };

  return (
    <form
      method="post"
      action={earlyAction}
      noValidate
      aria-label="Rider sign up"
      onSubmit={form.handleSubmit(signup, onInvalid)}
      className="flex flex-col gap-4"
    >
      <EarlySubmitNotice outcome="your account was not created" />
      <FormField
        id="username"
        label="Your name"
        autoComplete="name"
        placeholder="As on your licence"
        error={errors.username?.message}
        {...form.register("username")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <FormField
          id="phone"
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="98765 43210"
          hint="10 digits; customers call you on it"
          error={errors.phone?.message}
          {...form.register("phone")}
        />
      </div>
      <PasswordField
        id="password"
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <VehicleFields
        vehicle={form.register("vehicle")}
        vehicleNumber={form.register("vehicleNumber")}
        errors={{ vehicle: errors.vehicle?.message, vehicleNumber: errors.vehicleNumber?.message }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="licenceNumber"
          label="Driving licence number (optional)"
          autoCapitalize="characters"
          error={errors.licenceNumber?.message}
          {...form.register("licenceNumber")}
        />
        <FormField
          id="city"
          label="City"
          autoComplete="address-level2"
          placeholder="Bengaluru"
          error={errors.city?.message}
          {...form.register("city")}
        />
      </div>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={signingUp}>
        {signingUp ? "Creating account…" : "Sign up to deliver"}
      </Button>
    </form>
  );
}
