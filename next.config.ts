import type { NextConfig } from "next";
import { API_CONTENT_SECURITY_POLICY, COMMON_SECURITY_HEADERS, HSTS } from "./lib/http/security-headers";

const nextConfig: NextConfig = {
  // A self-contained server in .next/standalone for deployment (see README, Deploy).
  output: "standalone",
  poweredByHeader: false,
  // Security headers of every response (pages also get their CSP, with a nonce, from proxy.ts).
  async headers() {
    return [
      { source: "/:path*", headers: [...COMMON_SECURITY_HEADERS] },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }] },
      {
        source: "/:path*",
        // The first proxy in the chain (the one the browser met) decides, as for Secure cookies.
        has: [{ type: "header", key: "x-forwarded-proto", value: "https(?:\\s*,.*)?" }],
        headers: [HSTS],
      },
    ];
  },
  reactStrictMode: true,
  // The embedded database and the Prisma client stay plain Node modules on the server.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pg", "bcryptjs"],
  images: {
    // WebP only: AVIF encoding on first request takes seconds on a small server.
    formats: ["image/webp"],
    remotePatterns: [{ protocol: "https", hostname: "res.cloudinary.com" }],
    localPatterns: [{ pathname: "/images/**" }, { pathname: "/uploads/**" }],
    dangerouslyAllowSVG: true,
    contentDispositionType: "attachment",
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
  },
};

export default nextConfig;
