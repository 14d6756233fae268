import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { LinkAction } from "@/components/auth/link-action";

export const metadata: Metadata = { title: "Confirm your new email", referrer: "no-referrer" };

export default function ConfirmEmailChangePage() {
  return (
    <AuthCard
      eyebrow="Email change"
      title="Confirm your new email"
      subtitle="Your account's email changes to this address when you confirm. Other devices signed in to it will be signed out."
    >
      <LinkAction call="confirmEmailChange" label="Confirm this email" next={{ href: "/auth", label: "Go to login" }} />
    </AuthCard>
  );
}
