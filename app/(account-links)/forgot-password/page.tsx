import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { AppLink } from "@/components/ui/app-link";
import { UserTypeSchema } from "@/lib/accounts/schemas";

export const metadata: Metadata = { title: "Forgot password" };

type Props = Readonly<{ searchParams: Promise<Record<string, string | string[] | undefined>> }>;

/** /forgot-password?usertype=…: the login page it came from says which account (customer by default). */
export default async function ForgotPasswordPage({ searchParams }: Props) {
  const parsed = UserTypeSchema.safeParse((await searchParams).usertype);
  const usertype = parsed.success ? parsed.data : "customer";
  return (
    <AuthCard
      eyebrow={usertype === "restaurant" ? "Restaurant partner" : "Customer"}
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will mail you a link to set a new password."
      footer={
        <p>
          Remembered it?{" "}
          <AppLink href={`/auth/login/${usertype}`} className="font-semibold text-brand-600 hover:underline">
            Back to login
          </AppLink>
        </p>
      }
    >
      <ForgotPasswordForm usertype={usertype} />
    </AuthCard>
  );
}
