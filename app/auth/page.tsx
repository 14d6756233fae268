import type { Metadata } from "next";
import { AuthChooser } from "@/components/auth/auth-chooser";
import { leaveIfSignedIn } from "@/lib/auth/leave-if-signed-in";

export const metadata: Metadata = { title: "Sign up or log in" };

export default async function AuthPage({
  searchParams,
}: Readonly<{ searchParams: Promise<Record<string, string | string[] | undefined>> }>) {
  await leaveIfSignedIn(searchParams);
  return <AuthChooser />;
}
