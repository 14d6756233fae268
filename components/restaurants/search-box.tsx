"use client";
import { Icon } from "@/components/ui/icon";
import { lazyClient } from "@/components/ui/lazy-client";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { browseHref, type BrowseFilter } from "@/lib/restaurants/browse-filter";
import type { SearchListState } from "@/components/restaurants/search-dropdown";
import { cn } from "@/lib/ui/cn";

const loadDropdown = () => import("@/components/restaurants/search-dropdown");
const SearchDropdown = lazyClient(() => loadDropdown().then((m) => m.SearchDropdown));

const CLOSED: SearchListState = { options: [], expanded: false };

/**
 * Search as you type over restaurants (name, cuisine, city) and dishes, as a combobox: arrows move
 * through the results, Enter opens the chosen one, or with none chosen filters the list itself by
 * putting `q` in the URL.
 */
export function SearchBox({ filter }: Readonly<{ filter: BrowseFilter }>) {
  const router = useRouter();
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const [text, setText] = useState(filter.q ?? "");
  // When the URL's search changes under the box (Back, a removed chip), the box follows it.
  const [urlQ, setUrlQ] = useState(filter.q);
  if (urlQ !== filter.q) {
    setUrlQ(filter.q);
    setText(filter.q ?? "");
  }
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [list, setList] = useState<SearchListState>(CLOSED);

  const typed = text.trim();
  const options = list.expanded ? list.options : [];
  const activeOption = options[active];

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    close();
    if (activeOption) router.push(activeOption.href);
    else router.push(browseHref({ ...filter, q: typed || undefined, page: 1 }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!list.expanded) {
        // Collapsed (after Escape): the arrow opens the list again on its first result.
        setOpen(true);
        setActive(list.options.length > 0 ? 0 : -1);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 (back in the input) and each option, round and round
      setActive((now) => ((now + 1 + step + options.length + 1) % (options.length + 1)) - 1);
    } else if (event.key === "Escape") {
      if (list.expanded) {
        event.preventDefault();
        close();
      } else if (text) setText("");
    }
  };

  const start = () => {
    setWanted(true);
    setOpen(true);
  };

  return (
    <form
      // Before the scripts run, the browser's own GET of q to the list is the search (no secrets in it).
      method="get"
      action="/restaurants"
      role="search"
      onSubmit={submit}
      className="relative min-w-0 flex-1 md:w-96 md:flex-none"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Search restaurants and dishes
      </label>
      <Icon
        name="search"
        className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-muted"
      />
      <input
        id={`${id}-input`}
        name="q"
        type="search"
        role="combobox"
        aria-expanded={list.expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search restaurants or dishes"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          start();
        }}
        onFocus={start}
        onPointerEnter={() => void loadDropdown()}
        onKeyDown={onKeyDown}
        className={cn(
          "h-12 w-full rounded-xl border border-stone-300 bg-white pl-10 text-base shadow-sm transition-colors placeholder:text-stone-400 hover:border-stone-400 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100 [&::-webkit-search-cancel-button]:hidden",
          text ? "pr-11" : "pr-3",
        )}
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText("");
            close();
            if (filter.q) router.push(browseHref({ ...filter, q: undefined, page: 1 }));
          }}
          className="absolute right-2 top-1/2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-stone-100"
        >
          <Icon name="x" className="h-4 w-4" />
        </button>
      )}
      {wanted && (
        <SearchDropdown
          id={listId}
          text={typed}
          place={filter.city ? { city: filter.city, pincode: filter.pincode } : null}
          open={open}
          active={active}
          optionId={optionId}
          onState={setList}
          onPick={close}
        />
      )}
    </form>
  );
}
