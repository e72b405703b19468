import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { INTERNAL_PAGES, ROUTE_HEADERS } from './lib/routing/resolve';

// The repo root: messages live in ../locales (shared with the BFF) and brand files in ../config.
const repoRoot = path.resolve(__dirname, '..');

// proxy.ts decides which internal page renders a clean path and passes it on in request headers
// (ROUTE_HEADERS). The rewrite is done here rather than with NextResponse.rewrite in proxy.ts: Next 16 normalises 127.0.0.1 to "localhost" in proxy URLs,
// so under `next start -H 127.0.0.1` (or any -H but localhost) a proxy rewrite is taken for an
// external URL and proxied over the network back to itself (vercel/next.js#94745). Config rewrites
// with relative destinations are always internal.
const routeHas = (page: string) => [
  { type: 'header' as const, key: ROUTE_HEADERS.brand, value: '(?<brand>[a-z0-9][a-z0-9_-]*)' },
  { type: 'header' as const, key: ROUTE_HEADERS.locale, value: '(?<locale>[a-z]{2,3}(?:-[a-z0-9]{2,8})?)' },
  { type: 'header' as const, key: ROUTE_HEADERS.page, value: page },
];
// Every path but Next's own assets (those are the same for every brand and language).
const ANY_PAGE = '/:path((?!_next/).*)';
const SUB_PAGES = INTERNAL_PAGES.filter((page) => page !== 'home').join('|');

const nextConfig: NextConfig = {
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // Rendered brand × language pages are cached in memory only. Pages are rendered from live
    // upstream data (banner URLs, texts), so a page cached on disk by a previous run or deploy
    // must not be served after a restart; and the app can run on a read-only file system.
    isrFlushToDisk: false,
  },
  async rewrites() {
    return {
      beforeFiles: [
        { source: ANY_PAGE, has: routeHas('home'), destination: '/:brand/:locale' },
        {
          source: ANY_PAGE,
          has: routeHas(`(?<page>${SUB_PAGES})`),
          destination: '/:brand/:locale/:page',
        },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
