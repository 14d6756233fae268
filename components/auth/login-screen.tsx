import { AppLink } from "@/components/ui/app-link";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import type { UserType } from "@/lib/auth/session-user";

const COPY: Record<UserType, { eyebrow: string; title: string; subtitle: string; image: string; other: string }> = {
  customer: {
    eyebrow: "Customer",
    title: "Welcome back",
    subtitle: "Sign in to order, follow your orders and keep your favourites.",
    image: "/images/dishes/chicken-biryani.webp",
    other: "Are you a restaurant partner?",
  },
  restaurant: {
    eyebrow: "Restaurant partner",
    title: "Partner login",
    subtitle: "Sign in to manage your menu and the orders coming in.",
    image: "/images/restaurants/r03.webp",
    other: "Ordering food instead?",
  },
  rider: {
    eyebrow: "Delivery partner",
    title: "Rider login",
    subtitle: "Sign in to go online, take deliveries and see your earnings.",
    image: "/images/restaurants/r05.webp",
    other: "Ordering food instead?",
  },
  admin: {
    eyebrow: "Thali platform",
    title: "Staff login",
    subtitle: "Sign in to review partners, help customers and run the marketplace. Sessions end after 30 minutes idle.",
    image: "/images/restaurants/r02.webp",
    other: "Ordering food instead?",
  },
};

type LoginScreenProps = Readonly<{
  usertype: UserType;
  redirect: string | null;
  googleEnabled?: boolean;
  /** Why the last sign-in was refused (a Google sign-in sends the person back here with it). */
  notice?: string | null;
}>;

/** /auth/login/{usertype}: the same screen for customers and restaurant partners. */
export function LoginScreen({ usertype, redirect, googleEnabled = false, notice = null }: LoginScreenProps) {
  const copy = COPY[usertype];
  const other: UserType = usertype === "customer" ? "restaurant" : "customer";
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : "";
  return (
    <AuthCard
      eyebrow={copy.eyebrow}
      title={copy.title}
      subtitle={copy.subtitle}
      image={{ src: copy.image, alt: "" }}
      footer={
        <div className="flex flex-col gap-2">
          {/* Staff accounts are made by a command (npm run admin:create), never signed up for. */}
          {usertype !== "admin" && (
            <p>
              Don&apos;t have an account?{" "}
              <AppLink
                href={`/auth/signup/${usertype}${query}`}
                className="font-semibold text-brand-600 hover:underline"
              >
                Sign up
              </AppLink>
            </p>
          )}
          <p>
            {copy.other}{" "}
            <AppLink href={`/auth/login/${other}`} className="font-semibold text-brand-600 hover:underline">
              Login here
            </AppLink>
          </p>
        </div>
      }
    >
      {notice && (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          {notice}
        </p>
      )}
      <LoginForm usertype={usertype} redirect={redirect} googleEnabled={googleEnabled} />
      {/* Customers may use a verified mobile number instead; partners keep email and password. */}
      {usertype === "customer" && (
        <AppLink href={`/auth/login/phone${query}`} className={buttonClasses("outline", "lg", "mt-3 w-full")}>
          <Icon name="message-square-text" className="h-5 w-5" /> Log in with mobile number
        </AppLink>
      )}
    </AuthCard>
  );
}
