"use client";
import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { CartButton } from "@/components/shell/cart-button";
import { SidePanelButton } from "@/components/shell/side-panel-button";
import { cn } from "@/lib/ui/cn";
import { useViewer } from "@/lib/viewer/use-viewer";

/**
 * Both states of one slot, stacked in a single grid cell: the cell is as wide as the wider of the two
 * whichever is shown, so nothing moves when the viewer read answers (CLS stays 0). The hidden one is
 * `invisible`: not seen, not focusable, not in the accessibility tree.
 */
function Stack({ shown, a, b }: Readonly<{ shown: "a" | "b" | null; a: ReactNode; b: ReactNode }>) {
  return (
    <div className="grid items-center justify-items-end">
      <div className={cn("flex items-center gap-2 [grid-area:1/1]", shown !== "a" && "invisible")}>{a}</div>
      <div className={cn("flex items-center gap-2 [grid-area:1/1]", shown !== "b" && "invisible")}>{b}</div>
    </div>
  );
}

/**
 * The top bar's right-hand side on cached pages: the cart (not for restaurant accounts) and the
 * account, Login and SignUp for a visitor or the profile button for someone logged in. The page
 * is the same for everyone; this part asks who is looking (GET /api/me) and keeps its size meanwhile.
 */
export function AccountSlot() {
  const { data } = useViewer();
  const user = data === undefined ? undefined : data.user;
  return (
    <div className="ml-auto flex items-center gap-2">
      <div className={cn(user?.userType === "restaurant" && "invisible")}>
        <CartButton />
      </div>
      <Stack
        shown={user === undefined ? null : user ? "b" : "a"}
        a={
          <>
            <Link href="/auth/login/customer" className={buttonClasses("ghost", "sm", "max-sm:hidden")}>
              Login
            </Link>
            <Link href="/auth/signup/customer" className={buttonClasses("primary", "sm")}>
              SignUp
            </Link>
            <SidePanelButton label="Open menu" variant="menu" />
          </>
        }
        b={<SidePanelButton label={`Open menu for ${user?.username ?? ""}`} variant="profile" />}
      />
    </div>
  );
}
