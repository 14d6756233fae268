import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { PhoneLoginForm } from "@/components/auth/phone-login-form";
import { AppLink } from "@/components/ui/app-link";
import { safeRedirectPath } from "@/lib/auth/guards";
import { leaveIfSignedIn } from "@/lib/auth/leave-if-signed-in";

export const metadata: Metadata = { title: "Log in with mobile number" };

type Props = Readonly<{ searchParams: Promise<Record<string, string | string[] | undefined>> }>;

/** /auth/login/phone: customers only (partners keep email and password). */
export default async function PhoneLoginPage({ searchParams }: Props) {
  await leaveIfSignedIn(searchParams);
  const redirect = safeRedirectPath((await searchParams).redirect);
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : "";
  return (
    <AuthCard
      eyebrow="Customer"
      title="Log in with your mobile number"
      subtitle="No password needed: we text a code to the number verified on your account."
      image={{ src: "/images/dishes/chicken-biryani.webp", alt: "" }}
      footer={
        <div className="flex flex-col gap-2">
          <p>
            <AppLink href={`/auth/login/customer${query}`} className="font-semibold text-brand-600 hover:underline">
              Log in with email and password
            </AppLink>
          </p>
          <p>
            Don&apos;t have an account?{" "}
            <AppLink href={`/auth/signup/customer${query}`} className="font-semibold text-brand-600 hover:underline">
              Sign up
            </AppLink>
          </p>
        </div>
      }
    >
      <PhoneLoginForm redirect={redirect} />
    </AuthCard>
  );
}
