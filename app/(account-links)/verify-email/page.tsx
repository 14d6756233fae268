import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { LinkAction } from "@/components/auth/link-action";

export const metadata: Metadata = { title: "Confirm your email", referrer: "no-referrer" };

export default function VerifyEmailPage() {
  return (
    <AuthCard
      eyebrow="Welcome to Thali"
      title="Confirm your email"
      subtitle="One press tells us this address is yours."
    >
      <LinkAction call="verifyEmail" label="Confirm my email" next={{ href: "/", label: "Start ordering" }} />
    </AuthCard>
  );
}
