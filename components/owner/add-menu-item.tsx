"use client";
import { MenuItemForm } from "@/components/owner/menu-item-form";
import { menuItemBody, type MenuItemFormOutput } from "@/components/owner/menu-item-form-values";
import { addMenuItem, ownerKeys } from "@/lib/owner/queries";
import { useWrite } from "@/lib/query/use-write";
import { toast } from "@/lib/ui/toast";

/** /restaurant/addmenuitem's form: adds the dish, says so, and starts again empty. */
export function AddMenuItem({ restaurantId }: Readonly<{ restaurantId: string }>) {
  const add = useWrite({
    mutationFn: (values: MenuItemFormOutput) => addMenuItem(menuItemBody(values, restaurantId)),
    meta: { loading: true },
    onSuccess: (answer) => {
      toast.success(answer.message || "Menu item added");
      // The Menu tab's list, if this tab read it earlier: the query client's code (8 kB) is not
      // part of this page's first load, and the form does not wait for it.
      void import("@/lib/query/client").then(({ appQueryClient }) =>
        appQueryClient().invalidateQueries({ queryKey: ownerKeys.menu(restaurantId) }),
      );
    },
  });
  const save = async (values: MenuItemFormOutput) => {
    await add.mutateAsync(values);
  };

  return <MenuItemForm submitLabel="Add Item" busyLabel="Adding…" onSave={save} resetOnSuccess busy={add.isPending} />;
}
