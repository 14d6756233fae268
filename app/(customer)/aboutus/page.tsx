import type { Metadata } from "next";
import { AboutPage } from "@/components/home/about-page";

export const metadata: Metadata = { title: "About us" };

export default function AboutUsRoute() {
  return <AboutPage />;
}
