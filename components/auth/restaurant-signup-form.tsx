"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { useForm, type Path } from "react-hook-form";
import { toast } from "@/lib/ui/toast";
import type { z } from "zod";
import { AccountStep } from "@/components/auth/account-step";
import {
  AccountStepSchema,
  RestaurantStepSchema,
  signupBody,
  type AccountStepValues,
  type RestaurantStepValues,
} from "@/components/auth/restaurant-signup-schemas";
import { RestaurantStep } from "@/components/auth/restaurant-step";
import { StepIndicator } from "@/components/auth/step-indicator";
import { rememberSignedUpEmail } from "@/components/auth/signed-up-email";
import { TOAST_MS } from "@/components/ui/toast-times";
import { ApiError, errorMessage } from "@/lib/api/client";
import { signUpRestaurant } from "@/lib/accounts/queries";

type Account = z.output<typeof AccountStepSchema>;
const HEADINGS = ["Account details", "Restaurant details"] as const;

/** /auth/signup/restaurant: the owner's account, then the restaurant; one call at the end. */
export function RestaurantSignupForm() {
  const router = useRouter();
  const [step, setStep] = useState<0 | 1>(0);
  const [account, setAccount] = useState<Account | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const accountForm = useForm({
    resolver: zodResolver(AccountStepSchema),
    defaultValues: { username: "", email: "", password: "", confirmPassword: "" },
  });
  const restaurantForm = useForm({
    resolver: zodResolver(RestaurantStepSchema),
    defaultValues: {
      name: "",
      image: { imageUrl: "", public_id: "" },
      location: { address: "", city: "", state: "" },
      cuisines: [],
      opentime: { hour: "10", minute: "00" },
      closetime: { hour: "22", minute: "00" },
    } satisfies RestaurantStepValues,
  });

  // Keyboard and screen-reader users land on the new step's heading, not on the page top.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  // The auth forms' write (docs/decisions/0013): a React transition is the pending flag.
  const [signingUp, startSignup] = useTransition();
  const signup = (body: ReturnType<typeof signupBody>) =>
    startSignup(async () => {
      try {
        const answer = await signUpRestaurant(body);
        toast.dismissErrors();
        rememberSignedUpEmail(body.user.email);
        toast.success(answer.message, { duration: TOAST_MS.signupSuccess });
        router.push("/auth/login/restaurant");
      } catch (error) {
        let backToAccount = false;
        if (error instanceof ApiError) {
          if (error.status === 409) {
            accountForm.setError("email", { message: error.message });
            backToAccount = true;
          }
          for (const [path, messages] of Object.entries(error.errors ?? {})) {
            if (path.startsWith("user.")) {
              accountForm.setError(path.slice(5) as Path<AccountStepValues>, { message: messages[0] });
              backToAccount = true;
            } else {
              restaurantForm.setError(path as Path<RestaurantStepValues>, { message: messages[0] });
            }
          }
        }
        if (backToAccount) setStep(0);
        toast.error(errorMessage(error));
      }
    });

  return (
    <div className="flex flex-col gap-6">
      <StepIndicator current={step} done={[account !== null && step === 1, false]} />
      <h2 ref={heading} tabIndex={-1} className="text-lg font-bold focus:outline-none">
        Step {step + 1} of 2: {HEADINGS[step]}
      </h2>
      {step === 0 ? (
        <AccountStep
          form={accountForm}
          onNext={(values) => {
            setAccount(values);
            setStep(1);
          }}
        />
      ) : (
        <RestaurantStep
          form={restaurantForm}
          busy={signingUp}
          onBack={() => setStep(0)}
          onSubmit={(values) => account && signup(signupBody(account, values))}
        />
      )}
    </div>
  );
}
