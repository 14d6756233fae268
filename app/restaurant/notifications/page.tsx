import type { Metadata } from "next";
import { NotificationPreferences } from "@/components/owner/notification-preferences";
import { getSessionUser } from "@/lib/auth/session";
import { getPreferences } from "@/lib/messages/preference-service";

export const metadata: Metadata = { title: "Notifications" };

export default async function OwnerNotificationsPage() {
  // The layout lets only restaurant accounts in.
  const user = await getSessionUser();
  const preferences = user ? await getPreferences(user) : null;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">Notifications</h1>
        <p className="mt-1 text-sm text-muted">How you hear of new orders when the console is not open.</p>
      </div>
      {preferences && <NotificationPreferences initial={preferences} />}
    </div>
  );
}
