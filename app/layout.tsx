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

// Reads nothing of the request: public pages below it are cached (their CSP allows their scripts
// without a nonce), personal ones render per request and get a nonce (proxy.ts, lib/http/page-routes.ts).
export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <html lang="en-IN">
      <body className="min-h-dvh">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
