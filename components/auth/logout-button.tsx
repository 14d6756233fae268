"use client";
import { useTransition } from "react";
import { LogOut } from "lucide-react";
import { flashAfterLoad, markViewerChanged } from "@/components/auth/viewer-change";
import { toast } from "@/lib/ui/toast";
import { errorMessage } from "@/lib/api/client";
import { logOut } from "@/lib/accounts/queries";
import { clearCart } from "@/lib/cart/actions";
import { clearPendingOrder } from "@/lib/checkout/pending-order";
import type { UserType } from "@/lib/auth/session-user";
import { cn } from "@/lib/ui/cn";

/** Ends the session, then shows the home page as a visitor. */
export function LogoutButton({
  usertype,
  onDone,
  className,
  tone = "light",
}: Readonly<{
  usertype: UserType;
  onDone?: () => void;
  className?: string;
  /** "dark" on a dark bar (the staff console's): light red text. cn() resolves no Tailwind conflicts, so a caller
   * passing its own text colour fought the base red and lost (red-600 on stone-900 is about 3.6:1, under 4.5:1). */
  tone?: "light" | "dark";
}>) {
  // The customer pages' write (docs/decisions/0013): a React transition is the pending flag.
  const [loggingOut, startLogout] = useTransition();
  const logout = () =>
    startLogout(async () => {
      try {
        const answer = await logOut(usertype);
        // A shared device: the next person must not find this account's cart or its unpaid order.
        clearCart();
        clearPendingOrder();
        onDone?.();
        // Another person may come next: a full page load, not the router's, so nothing read for this one
        // (the router's cached pages, which Back would show, the queries) survives; the toast crosses it.
        markViewerChanged();
        flashAfterLoad(answer.message);
        window.location.replace("/");
      } catch (error) {
        toast.error(errorMessage(error));
      }
    });
  return (
    <button
      type="button"
      onClick={logout}
      disabled={loggingOut}
      className={cn(
        "flex items-center gap-3 rounded-xl text-sm font-semibold disabled:opacity-60",
        tone === "dark" ? "px-3 py-2 text-red-200 hover:bg-stone-800" : "px-4 py-3 text-red-600 hover:bg-red-50",
        className,
      )}
    >
      <LogOut className="h-5 w-5" aria-hidden /> {loggingOut ? "Logging out…" : "Logout"}
    </button>
  );
}
