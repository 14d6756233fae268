import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { AuthCard } from "@/components/auth/auth-card";
import { RestaurantSignupForm } from "@/components/auth/restaurant-signup-form";

export const metadata: Metadata = { title: "Register your restaurant" };

export default function RestaurantSignupPage() {
  return (
    <AuthCard
      eyebrow="Restaurant partner"
      title="Register your restaurant"
      subtitle="Two short steps: your login, then your restaurant."
      footer={
        <p>
          Already a partner?{" "}
          <AppLink href="/auth/login/restaurant" className="font-semibold text-brand-600 hover:underline">
            Login
          </AppLink>
        </p>
      }
    >
      <RestaurantSignupForm />
    </AuthCard>
  );
}
