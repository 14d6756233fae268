import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LoginScreen } from "@/components/auth/login-screen";
import { leaveIfSignedIn } from "@/lib/auth/leave-if-signed-in";
import { safeRedirectPath } from "@/lib/auth/guards";
import { UserTypeSchema } from "@/lib/accounts/schemas";
import { googleEnabled } from "@/lib/auth/next-auth";
import { googleSignInMessage } from "@/lib/accounts/google-errors";

type Props = Readonly<{
  params: Promise<{ usertype: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { usertype } = await params;
  return { title: usertype === "restaurant" ? "Restaurant partner login" : "Login" };
}

export default async function LoginPage({ params, searchParams }: Props) {
  const parsed = UserTypeSchema.safeParse((await params).usertype);
  if (!parsed.success) notFound();
  // A signed-in customer may still open the partner login, to switch to their restaurant account.
  if (parsed.data === "customer") await leaveIfSignedIn(searchParams);
  const query = await searchParams;
  const redirect = safeRedirectPath(query.redirect);
  // Google accounts sign in as customers (lib/auth/next-auth.ts), so partners never see it enabled.
  return (
    <LoginScreen
      usertype={parsed.data}
      redirect={redirect}
      googleEnabled={googleEnabled()}
      notice={googleSignInMessage(query.error)}
    />
  );
}
