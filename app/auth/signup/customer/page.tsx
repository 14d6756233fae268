import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { AuthCard } from "@/components/auth/auth-card";
import { CustomerSignupForm } from "@/components/auth/customer-signup-form";
import { leaveIfSignedIn } from "@/lib/auth/leave-if-signed-in";
import { safeRedirectPath } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Sign up" };

export default async function CustomerSignupPage({
  searchParams,
}: Readonly<{ searchParams: Promise<Record<string, string | string[] | undefined>> }>) {
  await leaveIfSignedIn(searchParams);
  const redirect = safeRedirectPath((await searchParams).redirect);
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : "";
  return (
    <AuthCard
      eyebrow="Customer"
      title="Create your account"
      subtitle="Order from the best restaurants in town, in a few taps."
      image={{ src: "/images/dishes/masala-dosa.webp", alt: "" }}
      footer={
        <p>
          Already have an account?{" "}
          <AppLink href={`/auth/login/customer${query}`} className="font-semibold text-brand-600 hover:underline">
            Login
          </AppLink>
        </p>
      }
    >
      <CustomerSignupForm redirect={redirect} />
    </AuthCard>
  );
}
