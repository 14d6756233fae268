import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

// The address carries the link's token until the page has read it: no Referer may take it elsewhere
// (next.config.ts sends Referrer-Policy: no-referrer with this page too).
export const metadata: Metadata = { title: "Set a new password", referrer: "no-referrer" };

export default function ResetPasswordPage() {
  return (
    <AuthCard
      eyebrow="Password reset"
      title="Set a new password"
      subtitle="Choose a new password for your account. Every device signed in to it will be signed out."
    >
      <Suspense>
        <ResetPasswordForm />
      </Suspense>
    </AuthCard>
  );
}
