import type { Metadata } from "next";
import { PartnerPage } from "@/components/auth/partner-page";

export const metadata: Metadata = { title: "Partner with us" };

export default function PartnerWithUsPage() {
  return <PartnerPage />;
}
