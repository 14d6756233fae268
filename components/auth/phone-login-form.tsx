"use client";
import { useRouter } from "next/navigation";
import { PhoneCodeForm } from "@/components/auth/phone-code-form";
import { markViewerChanged } from "@/components/auth/viewer-change";
import { TOAST_MS } from "@/components/ui/toast-times";
import { signedInTarget } from "@/lib/auth/redirect-target";
import { logInWithPhone, sendLoginCode } from "@/lib/phone/queries";
import { toast } from "@/lib/ui/toast";
import { switchViewer } from "@/lib/viewer/use-viewer";

/** /auth/login/phone: a customer's verified number, then the code texted to it; lands logged in. */
export function PhoneLoginForm({ redirect }: Readonly<{ redirect: string | null }>) {
  const router = useRouter();
  return (
    <PhoneCodeForm
      id="login-phone"
      numberHint="The number verified on your Thali account. We will text it a 6-digit code."
      confirmLabel="Log in"
      confirmingLabel="Logging in…"
      send={(phone) => sendLoginCode({ phone })}
      confirm={async (phone, code) => {
        const answer = await logInWithPhone({ phone, code });
        toast.dismissErrors();
        toast.success(answer.message, { duration: TOAST_MS.login });
        // As the password login does (components/auth/login-form.tsx): another person now.
        switchViewer();
        markViewerChanged();
        router.replace(signedInTarget(answer.user.usertype, redirect));
        router.refresh();
      }}
    />
  );
}
