import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SettingsCities } from "@/components/admin/settings-cities";
import { SettingsCoupons } from "@/components/admin/settings-coupons";
import { SettingsFees } from "@/components/admin/settings-fees";
import { listCities } from "@/lib/admin/cities-service";
import { listCoupons } from "@/lib/admin/coupons-service";
import { listSettings } from "@/lib/admin/settings-service";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Settings" };

/** /admin/settings: the marketplace's fees and rates from a time on, its coupons and the cities it serves (issue 33). */
export default async function SettingsPage() {
  const user = await getSessionUser();
  if (user?.userType !== "admin") redirect("/auth/login/admin?redirect=%2Fadmin%2Fsettings");
  const [settings, coupons, cities] = await Promise.all([listSettings(user), listCoupons(user), listCities(user)]);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Settings</h1>
      <p className="text-sm text-stone-600">
        Every change is written to the audit log and applies from the time you choose; orders already placed keep what
        they had.
      </p>
      <SettingsFees initial={settings} />
      <SettingsCoupons initial={coupons} />
      <SettingsCities initial={cities} />
    </div>
  );
}
