import type { ReactNode } from "react";
import { AuthFrame } from "@/components/auth/auth-frame";

/**
 * The pages mailed links and "Forgot password?" open. Unlike /auth they never send a signed-in visitor
 * away: someone signed in may still confirm an address, reset a password or undo a change.
 */
export default function AccountLinksLayout({ children }: Readonly<{ children: ReactNode }>) {
  return <AuthFrame>{children}</AuthFrame>;
}
