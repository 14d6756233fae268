import { Bike, Store, UserRound, type LucideIcon } from "lucide-react";
import { AppLink } from "@/components/ui/app-link";
import { buttonClasses } from "@/components/ui/button";

type Group = {
  title: string;
  blurb: string;
  icon: LucideIcon;
  primary: { href: string; label: string };
  secondary: { href: string; label: string };
};

const GROUPS: Group[] = [
  {
    title: "Customer",
    blurb: "Order lunch and dinner from the restaurants you love, and follow it to your door.",
    icon: UserRound,
    primary: { href: "/auth/signup/customer", label: "Sign Up" },
    secondary: { href: "/auth/login/customer", label: "Login" },
  },
  {
    title: "Restaurant",
    blurb: "List your restaurant, manage your menu and take orders from new customers.",
    icon: Store,
    primary: { href: "/auth/signup/restaurant", label: "Register" },
    secondary: { href: "/auth/login/restaurant", label: "Login" },
  },
  {
    title: "Delivery partner",
    blurb: "Deliver with Thali: go online when you like, see the pay before you accept, earn per delivery.",
    icon: Bike,
    primary: { href: "/auth/signup/rider", label: "Ride with us" },
    secondary: { href: "/auth/login/rider", label: "Login" },
  },
];

/** /auth: choose between the customer, restaurant partner and delivery partner ways in. */
export function AuthChooser() {
  return (
    <div className="mx-auto w-full max-w-4xl">
      <div className="text-center">
        <h1 className="text-3xl font-extrabold sm:text-4xl">Welcome to Thali</h1>
        <p className="mt-3 text-muted">How would you like to continue?</p>
      </div>
      <ul className="mt-8 grid gap-5 sm:mt-10 md:grid-cols-3">
        {GROUPS.map(({ title, blurb, icon: Icon, primary, secondary }) => (
          <li key={title}>
            <section
              aria-labelledby={`group-${title.replace(/\s+/g, "-")}`}
              className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h2 id={`group-${title.replace(/\s+/g, "-")}`} className="mt-4 text-xl font-bold">
                {title}
              </h2>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{blurb}</p>
              <div className="mt-6 grid grid-cols-2 gap-3">
                <AppLink href={primary.href} className={buttonClasses("primary", "lgNarrow")}>
                  {primary.label}
                </AppLink>
                <AppLink href={secondary.href} className={buttonClasses("outline", "lgNarrow")}>
                  {secondary.label}
                </AppLink>
              </div>
            </section>
          </li>
        ))}
      </ul>
    </div>
  );
}
