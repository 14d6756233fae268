"use client";
import { appQueryClient } from "@/lib/query/client";
import { useState } from "react";
import { TOAST_MS } from "@/components/auth/toast-times";
import { MenuItemForm } from "@/components/owner/menu-item-form";
import type { MenuItemFormOutput } from "@/components/owner/menu-item-form-values";
import { addMenuItem } from "@/components/owner/owner-calls";
import { ownerMenuKey } from "@/components/owner/owner-query-keys";
import { useWithLoading } from "@/components/owner/use-with-loading";
import { toast } from "@/lib/ui/toast";

/** /restaurant/addmenuitem's form: adds the dish, says so, and starts again empty. */
export function AddMenuItem({ restaurantId }: Readonly<{ restaurantId: string }>) {
  const queryClient = appQueryClient();
  const withLoading = useWithLoading();
  const [busy, setBusy] = useState(false);

  const save = async (values: MenuItemFormOutput) => {
    setBusy(true);
    try {
      const answer = await withLoading(() => addMenuItem(values, restaurantId));
      toast.success(answer.message || "Menu item added", { duration: TOAST_MS.success });
      void queryClient.invalidateQueries({ queryKey: ownerMenuKey(restaurantId) });
    } finally {
      setBusy(false);
    }
  };

  return <MenuItemForm submitLabel="Add Item" busyLabel="Adding…" onSave={save} resetOnSuccess busy={busy} />;
}
