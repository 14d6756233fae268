import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // A self-contained server in .next/standalone for deployment (see README, Deploy).
  output: "standalone",
  poweredByHeader: false,
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
