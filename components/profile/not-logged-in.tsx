import { Icon } from "@/components/ui/icon";
import { Picture } from "@/components/ui/picture";
import { AppLink } from "@/components/ui/app-link";
import { buttonClasses } from "@/components/ui/button";

/** What a visitor sees on a page that needs a login. */
export function NotLoggedIn() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200">
      <Picture src="/images/avatar-placeholder.svg" alt="" width={96} height={96} className="h-24 w-24" />
      <h1 className="mt-6 text-xl font-bold">Looks like you are not logged in...</h1>
      <p className="mt-2 text-sm text-muted">Log in to see your profile, your orders and your favourites.</p>
      <AppLink href="/auth/" className={buttonClasses("primary", "lg", "mt-6")}>
        <Icon name="log-in" className="h-5 w-5" /> Login Now
      </AppLink>
    </section>
  );
}
