import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { LinkAction } from "@/components/auth/link-action";

export const metadata: Metadata = { title: "Undo the email change", referrer: "no-referrer" };

export default function UndoEmailChangePage() {
  return (
    <AuthCard
      eyebrow="Account security"
      title="Undo the email change"
      subtitle="This puts your old email back on the account and signs out every device, including the one that made the change."
    >
      <LinkAction
        call="undoEmailChange"
        label="Put my old email back"
        next={{ href: "/forgot-password", label: "Set a new password too" }}
      />
    </AuthCard>
  );
}
