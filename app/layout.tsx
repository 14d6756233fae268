import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Thali: food delivery from the restaurants you love", template: "%s · Thali" },
  description: "Your one stop destination for decilcious food: order lunch and dinner from restaurants near you.",
  icons: { icon: "/images/favicon.svg" },
};

export const viewport: Viewport = { themeColor: "#cf360c", width: "device-width", initialScale: 1 };

/**
 * Reads nothing of the request: the public pages are served from the cache. Pages rendered per
 * request get the request's CSP nonce on their scripts (proxy.ts); cached ones, and the 404 page
 * prerendered at build time, are sent with the nonce-less policy (lib/http/security-headers.ts).
 */
export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <html lang="en-IN">
      <body className="min-h-dvh">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
