import { Icon } from "@/components/ui/icon";
import { AppLink } from "@/components/ui/app-link";
import { buttonClasses } from "@/components/ui/button";

/** What a visitor sees on /favourites: a way to log in and come straight back. */
export function FavouritesLoginPrompt() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200">
      <span className="flex h-20 w-20 items-center justify-center rounded-full bg-brand-50">
        <Icon name="heart" className="h-10 w-10 text-brand-500" />
      </span>
      <h1 className="mt-6 text-xl font-bold">Log in to see your favourites</h1>
      <p className="mt-2 text-sm text-muted">
        Mark restaurants and dishes with the heart, and find them here the next time you are hungry.
      </p>
      <AppLink href="/auth/login/customer?redirect=/favourites" className={buttonClasses("primary", "lg", "mt-6")}>
        <Icon name="log-in" className="h-5 w-5" /> Login Now
      </AppLink>
    </section>
  );
}
