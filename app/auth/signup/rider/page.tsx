import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { AuthCard } from "@/components/auth/auth-card";
import { RiderSignupForm } from "@/components/auth/rider-signup-form";
import { leaveIfSignedIn } from "@/lib/auth/leave-if-signed-in";

export const metadata: Metadata = { title: "Deliver with Thali" };

export default async function RiderSignupPage({
  searchParams,
}: Readonly<{ searchParams: Promise<Record<string, string | string[] | undefined>> }>) {
  await leaveIfSignedIn(searchParams);
  return (
    <AuthCard
      eyebrow="Delivery partner"
      title="Deliver with Thali"
      subtitle="Ride when you like, see the pay before you accept, get paid per delivery."
      image={{ src: "/images/restaurants/r05.webp", alt: "" }}
      footer={
        <p>
          Already a rider?{" "}
          <AppLink href="/auth/login/rider" className="font-semibold text-brand-600 hover:underline">
            Login
          </AppLink>
        </p>
      }
    >
      <RiderSignupForm />
    </AuthCard>
  );
}
