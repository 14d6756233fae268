import type { Metadata } from "next";
import { NotLoggedIn } from "@/components/profile/not-logged-in";
import { ProfileDetails } from "@/components/profile/profile-details";
import { getProfile } from "@/lib/accounts/service";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Profile" };

export default async function ProfilePage() {
  const user = await getSessionUser();
  const profile = user ? await getProfile(user.id) : null;
  if (!profile) return <NotLoggedIn />;
  return <ProfileDetails profile={profile} />;
}
