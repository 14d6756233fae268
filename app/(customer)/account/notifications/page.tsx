import type { Metadata } from "next";
import { CustomerPreferences } from "@/components/notifications/customer-preferences";
import { NotLoggedIn } from "@/components/profile/not-logged-in";
import { getSessionUser } from "@/lib/auth/session";
import { getPreferences } from "@/lib/messages/preference-service";

export const metadata: Metadata = { title: "Notifications" };

export default async function NotificationsPage() {
  // proxy.ts sends everyone but a customer to the login; this keeps the page safe on its own.
  const user = await getSessionUser();
  if (user?.userType !== "customer") return <NotLoggedIn />;
  const preferences = await getPreferences(user);
  return (
    <div className="mx-auto w-full max-w-3xl">
      <h1 className="text-2xl font-extrabold sm:text-3xl">Notifications</h1>
      <p className="mt-1 text-sm text-muted">Choose which messages you get, and how.</p>
      <div className="mt-6">
        <CustomerPreferences initial={preferences} />
      </div>
    </div>
  );
}
