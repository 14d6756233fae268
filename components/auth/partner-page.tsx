import { BadgeIndianRupee, ChefHat, ClipboardList, Store, TrendingUp, Users } from "lucide-react";
import { Picture } from "@/components/ui/picture";
import { AppLink } from "@/components/ui/app-link";
import { buttonClasses } from "@/components/ui/button";

const STEPS = [
  {
    icon: Store,
    title: "Register your restaurant",
    text: "Create your partner login and tell us your address, cuisines and opening hours.",
  },
  {
    icon: ChefHat,
    title: "Add your menu",
    text: "Put up your dishes with photos, prices and categories; change them whenever you like.",
  },
  {
    icon: ClipboardList,
    title: "Start taking orders",
    text: "Paid orders arrive on your Orders page; move each one from pending to delivered.",
  },
];

const CLAIMS = [
  {
    icon: TrendingUp,
    title: "More revenue",
    text: "Sell beyond your tables: lunch and dinner delivered across your city.",
  },
  {
    icon: Users,
    title: "New customers",
    text: "Be found by hungry people browsing by cuisine, rating and delivery time.",
  },
  {
    icon: BadgeIndianRupee,
    title: "Paid online",
    text: "Every order is paid before it reaches you, so there is no cash to chase.",
  },
];

/** /auth/partner-with-us-restaurant: why and how to list a restaurant. */
export function PartnerPage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-14 sm:gap-20">
      <section aria-labelledby="partner-title" className="grid items-center gap-8 lg:grid-cols-2">
        <div>
          <p className="text-xs font-bold uppercase tracking-widest text-brand-600">Partner with Thali</p>
          <h1 id="partner-title" className="mt-3 text-3xl font-extrabold leading-tight sm:text-5xl">
            Grow your restaurant with online orders
          </h1>
          <p className="mt-4 text-base leading-relaxed text-muted sm:text-lg">
            Partner with us to reach more revenue and new customers: we bring the hungry people, you bring the food.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <AppLink href="/auth/signup/restaurant" className={buttonClasses("primary", "lg", "whitespace-nowrap")}>
              Register Your Restaurant
            </AppLink>
            <AppLink href="/auth/login/restaurant" className={buttonClasses("outline", "lg", "whitespace-nowrap")}>
              Login to existing account
            </AppLink>
          </div>
        </div>
        <div className="relative aspect-[4/3] overflow-hidden rounded-3xl shadow-xl">
          <Picture
            src="/images/restaurants/r05.webp"
            alt=""
            fill
            priority
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="object-cover"
          />
        </div>
      </section>

      <section aria-labelledby="how-title">
        <h2 id="how-title" className="text-2xl font-extrabold sm:text-3xl">
          How it works
        </h2>
        <ol className="mt-6 grid gap-5 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <div className="flex items-center gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-500 text-base font-bold text-white">
                  {index + 1}
                </span>
                <Icon className="h-6 w-6 text-brand-600" aria-hidden />
              </div>
              <h3 className="mt-4 text-lg font-bold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="why-title" className="rounded-3xl bg-brand-500 px-6 py-10 text-white sm:px-10">
        <h2 id="why-title" className="text-2xl font-extrabold sm:text-3xl">
          More revenue, new customers
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {CLAIMS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-white/15">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <div>
                <h3 className="font-bold">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-white">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
