"use client";
import { MenuItemForm } from "@/components/owner/menu-item-form";
import { menuItemBody, type MenuItemFormOutput } from "@/components/owner/menu-item-form-values";
import { useAddMenuItem } from "@/lib/owner/use-owner-menu";
import { toast } from "@/lib/ui/toast";

/** /restaurant/addmenuitem's form: adds the dish, says so, and starts again empty. */
export function AddMenuItem({ restaurantId }: Readonly<{ restaurantId: string }>) {
  const add = useAddMenuItem(restaurantId);
  const save = async (values: MenuItemFormOutput) => {
    const answer = await add.mutateAsync(menuItemBody(values, restaurantId));
    toast.success(answer.message || "Menu item added");
  };

  return <MenuItemForm submitLabel="Add Item" busyLabel="Adding…" onSave={save} resetOnSuccess busy={add.isPending} />;
}
