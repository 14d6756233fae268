import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Thali: food delivery from the restaurants you love", template: "%s · Thali" },
  description: "Your one stop destination for decilcious food: order lunch and dinner from restaurants near you.",
  icons: { icon: "/images/favicon.svg" },
};

export const viewport: Viewport = { themeColor: "#cf360c", width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  // Every page renders per request, so Next puts the request's CSP nonce (proxy.ts) on its scripts.
  // Without this, a page with no request data of its own (the 404 page) was prerendered at build
  // time with nonce-less scripts, and the browser blocked them all (issue 15).
  await connection();
  return (
    <html lang="en-IN">
      <body className="min-h-dvh">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
