import type { Metadata } from "next";
import { NotLoggedIn } from "@/components/profile/not-logged-in";
import { PhoneSection } from "@/components/profile/phone-section";
import { ProfileDetails } from "@/components/profile/profile-details";
import { SavedAddresses } from "@/components/profile/saved-addresses";
import { getProfile } from "@/lib/accounts/service";
import { toApiAddress } from "@/lib/addresses/api-shape";
import { listAddresses } from "@/lib/addresses/service";
import { getSessionUser } from "@/lib/auth/session";
import { getPhone } from "@/lib/phone/service";

export const metadata: Metadata = { title: "Profile" };

export default async function ProfilePage() {
  const user = await getSessionUser();
  const isCustomer = user?.userType === "customer";
  const [profile, addresses, phone] = await Promise.all([
    user ? getProfile(user.id) : null,
    isCustomer ? listAddresses(user) : [],
    isCustomer ? getPhone(user) : null,
  ]);
  if (!profile) return <NotLoggedIn />;
  return (
    <ProfileDetails profile={profile}>
      {isCustomer && <PhoneSection phone={phone?.phone ?? null} />}
      {isCustomer && <SavedAddresses addresses={addresses.map(toApiAddress)} />}
    </ProfileDetails>
  );
}
