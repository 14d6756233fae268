import type { NextConfig } from "next";
import { MAX_JSON_BYTES } from "./lib/http/body-limits";
import {
  API_CONTENT_SECURITY_POLICY,
  COMMON_SECURITY_HEADERS,
  HSTS,
  SERVICE_WORKER_HEADERS,
  LINK_TOKEN_PAGES,
} from "./lib/http/security-headers";

/** Noto Sans for tax invoices (lib/invoices/pdf.ts): the Latin subset and the one with the ₹ sign, regular and bold. */
const INVOICE_FONTS = ["latin-400", "latin-700", "latin-ext-400", "latin-ext-700"].map(
  (subset) => `./node_modules/@fontsource/noto-sans/files/noto-sans-${subset}-normal.woff`,
);

const nextConfig: NextConfig = {
  // A self-contained server in .next/standalone for deployment (see docs/deploy.md).
  output: "standalone",
  // A second server on a copy of the build (the browser tests' shards, scripts/lib/e2e-shards.mjs) keeps its cached
  // pages apart: they hold its own database's ids.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // No ETag on pages: Next hashes the whole HTML (66-157 kB) in JavaScript on every response, cached ones
  // included, which was 7-21% of the server's CPU on the public pages (issue 16's profile). A browser
  // revalidating a page gets a full 200 (10-13 kB gzipped) instead of a 304. Static files keep theirs.
  generateEtags: false,
  // Security headers of every response (pages also get their CSP, with a nonce, from proxy.ts).
  async headers() {
    return [
      { source: "/:path*", headers: [...COMMON_SECURITY_HEADERS] },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }] },
      { source: "/sw.js", headers: [...SERVICE_WORKER_HEADERS] },
      // Pages opened by a mailed link carry its token in the address until they have read it: no Referer
      // may take it to another site (a later entry's header replaces the common one).
      ...LINK_TOKEN_PAGES.map((source) => ({ source, headers: [{ key: "Referrer-Policy", value: "no-referrer" }] })),
      {
        source: "/:path*",
        // The first proxy in the chain (the one the browser met) decides, as for Secure cookies.
        has: [{ type: "header", key: "x-forwarded-proto", value: "https(?:\\s*,.*)?" }],
        headers: [HSTS],
      },
    ];
  },
  reactStrictMode: true,
  experimental: {
    // Next copies a page POST's body for proxy.ts up to this size (10 MB by default) and silently cuts it
    // there. One chunk-sized margin above our 1 MB bound lets proxy.ts see that a body passed the bound
    // (and answer 413) instead of a cut copy that looks complete.
    proxyClientMaxBodySize: MAX_JSON_BYTES + 1024 * 1024,
  },
  // The embedded database and the Prisma client stay plain Node modules on the server.
  // pdfkit (tax invoices, lib/invoices/pdf.ts) reads its own data files from beside its code at run time.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pg", "bcryptjs", "pdfkit"],
  // The invoice's font is read from node_modules by path, which the build's tracing cannot see: listed here, it
  // is copied into the standalone server and the Vercel functions that render PDFs (the download, and the cron
  // route that drains the PDF jobs).
  outputFileTracingIncludes: Object.fromEntries(
    ["/api/invoice", "/api/maintenance"].map((route) => [route, INVOICE_FONTS]),
  ),
  images: {
    // WebP only: AVIF encoding on first request takes seconds on a small server.
    formats: ["image/webp"],
    // Fewer widths than Next's defaults (8 + 8): every width is one more entry in each image's srcset, and a
    // cached page carries each srcset twice (the HTML and its flight data); a menu of dish thumbnails lost
    // about a tenth of its HTML. Cards and thumbnails are at most 384 px wide; photos at most 1920.
    imageSizes: [64, 128, 256, 384],
    deviceSizes: [640, 828, 1080, 1920],
    remotePatterns: [{ protocol: "https", hostname: "res.cloudinary.com" }],
    localPatterns: [{ pathname: "/images/**" }, { pathname: "/uploads/**" }],
    dangerouslyAllowSVG: true,
    contentDispositionType: "attachment",
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
  },
};

export default nextConfig;
