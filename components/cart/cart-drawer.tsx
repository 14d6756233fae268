"use client";
import Image from "next/image";
import Link from "next/link";
import { Drawer } from "@/components/ui/drawer";
import { buttonClasses } from "@/components/ui/button";
import { useCartStore } from "@/lib/cart/store";
import { useUiStore } from "@/lib/ui/store";

/** The cart dialog. */
export function CartDrawer() {
  const open = useUiStore((s) => s.cartOpen);
  const setCartOpen = useUiStore((s) => s.setCartOpen);
  const count = useCartStore((s) => s.totalQuantity);

  return (
    <Drawer open={open} onOpenChange={setCartOpen} title="Your cart" description="Items in your cart">
      {count === 0 && (
        <div className="flex flex-col items-center gap-4 px-6 py-12 text-center">
          <Image src="/images/no-orders.webp" alt="" width={240} height={180} className="h-auto w-48" />
          <p className="text-lg font-semibold">Hey there, lets get you some food</p>
          <Link href="/restaurants" onClick={() => setCartOpen(false)} className={buttonClasses("primary", "md")}>
            Browse Food
          </Link>
        </div>
      )}
    </Drawer>
  );
}
