"use client";
import { PlusCircle, RefreshCw, Search, X } from "lucide-react";
import { lazyClient } from "@/components/ui/lazy-client";
import { AppLink } from "@/components/ui/app-link";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { MenuTable } from "@/components/owner/menu-table";
import { filterMenuItems, type MenuSearch } from "@/components/owner/menu-search";
import { Button, buttonClasses } from "@/components/ui/button";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { errorMessage } from "@/lib/api/client";
import type { ApiMenuItem } from "@/lib/menu/api-shape";
import type { OwnerMenuItem } from "@/lib/owner/contract";
import { useDeleteMenuItem, useOwnerMenu } from "@/lib/owner/use-owner-menu";
import { cn } from "@/lib/ui/cn";
import { useUiStore } from "@/lib/ui/store";
import { toast } from "@/lib/ui/toast";

// The edit form (react-hook-form, zod, the upload field) is fetched when a dish is first edited.
const EditMenuItemModal = lazyClient(() =>
  import("@/components/owner/edit-menu-item-modal").then((m) => m.EditMenuItemModal),
);

/** The spec's pause before a typed search applies. */
const SEARCH_DEBOUNCE_MS = 500;

/** /restaurant/menu: search, refresh, and the dishes with edit and delete. */
export function MenuManager({
  restaurantId,
  initialItems,
}: Readonly<{ restaurantId: string; initialItems: OwnerMenuItem[] }>) {
  const openModal = useUiStore((s) => s.openModal);
  // The server's reading: the first render is the same on the server and in the browser.
  const menu = useOwnerMenu(restaurantId, initialItems);
  const remove = useDeleteMenuItem(restaurantId);

  const [text, setText] = useState("");
  const [search, setSearch] = useState<MenuSearch>({ text: "", exact: false });
  // The spec's Search button matched only the exact name or category, so it showed fewer dishes than
  // typing had (issue 15): Search now applies what typing shows, and the exact match is a choice.
  const [exactOnly, setExactOnly] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const [editing, setEditing] = useState<ApiMenuItem | null>(null);
  const [deleting, setDeleting] = useState<ApiMenuItem | null>(null);

  const onType = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSearch({ text: value, exact: exactOnly }), SEARCH_DEBOUNCE_MS);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    window.clearTimeout(timer.current);
    setSearch({ text, exact: exactOnly });
  };
  const onExactChange = (exact: boolean) => {
    window.clearTimeout(timer.current);
    setExactOnly(exact);
    setSearch({ text, exact });
  };
  const onClear = () => {
    window.clearTimeout(timer.current);
    setText("");
    setSearch({ text: "", exact: exactOnly });
    input.current?.focus();
  };

  const onRefresh = async () => {
    const result = await menu.refetch();
    if (result.isError) toast.error(errorMessage(result.error));
  };

  const onEdit = (item: ApiMenuItem) => {
    setEditing(item);
    openModal("editMenuItem");
  };

  const onConfirmDelete = () => {
    if (!deleting) return;
    // The list comes back from the server afterwards, as the spec's screen reloads it.
    remove.mutate(deleting._id, {
      onSuccess: (answer) => toast.success(answer.message || "Menu item deleted"),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setDeleting(null),
    });
  };

  const items = menu.data ?? [];
  const shown = filterMenuItems(items, search);
  const searching = search.text.trim() !== "";

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">Menu</h1>
          <p className="mt-1 text-sm text-muted">
            {items.length === 1 ? "1 dish on your menu" : `${items.length} dishes on your menu`}
          </p>
        </div>
        <AppLink href="/restaurant/addmenuitem" className={buttonClasses("primary", "md")}>
          <PlusCircle className="h-4 w-4" aria-hidden /> Add Menu Item
        </AppLink>
      </div>

      <form
        method="post"
        role="search"
        aria-label="Menu"
        onSubmit={onSearch}
        className="flex flex-wrap items-center gap-2"
      >
        <div className="relative min-w-0 flex-1 basis-60">
          <Search
            className="pointer-events-none absolute left-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <input
            ref={input}
            type="search"
            value={text}
            onChange={(event) => onType(event.target.value)}
            placeholder="Search name or category..."
            aria-label="Search name or category"
            className="h-11 w-full rounded-xl border border-stone-300 bg-white pl-10 pr-11 text-base shadow-sm placeholder:text-stone-400 hover:border-stone-400 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100 [&::-webkit-search-cancel-button]:hidden"
          />
          {text && (
            <button
              type="button"
              onClick={onClear}
              aria-label="Clear search"
              className="absolute right-1.5 top-1/2 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-stone-100 hover:text-ink"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          )}
        </div>
        <Button type="submit" className="h-11">
          <Search className="h-4 w-4" aria-hidden /> Search
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="h-11 w-11"
          onClick={onRefresh}
          disabled={menu.isFetching}
          aria-label="Refresh"
          title="Refresh"
        >
          <RefreshCw className={cn("h-4 w-4", menu.isFetching && "animate-spin")} aria-hidden />
        </Button>
        <label className="inline-flex min-h-11 basis-full cursor-pointer items-center gap-2 text-sm text-muted">
          <input
            type="checkbox"
            checked={exactOnly}
            onChange={(event) => onExactChange(event.target.checked)}
            className="h-5 w-5 accent-brand-500"
          />
          Exact name or category only
        </label>
      </form>

      <p role="status" className={cn(searching ? "-mt-3 text-sm text-muted" : "sr-only")}>
        {searching
          ? `${shown.length} of ${items.length} ${items.length === 1 ? "dish" : "dishes"} ${search.exact ? "named" : "matching"} “${search.text.trim()}”`
          : ""}
      </p>

      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
          <p className="text-lg font-semibold text-muted">No items found....</p>
          {items.length === 0 ? (
            <AppLink href="/restaurant/addmenuitem" className={buttonClasses("secondary", "md")}>
              Add your first dish
            </AppLink>
          ) : (
            <Button variant="outline" onClick={onClear}>
              Show all dishes
            </Button>
          )}
        </div>
      ) : (
        <MenuTable items={shown} onEdit={onEdit} onDelete={setDeleting} />
      )}

      {editing && <EditMenuItemModal item={editing} restaurantId={restaurantId} />}
      <LazyConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this dish?"
        description={
          <p>
            <strong className="font-semibold text-ink">{deleting?.name}</strong> will be removed from your menu. Past
            orders keep it.
          </p>
        }
        cancelLabel="No"
        confirmLabel="Yes, delete"
        busy={remove.isPending}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
