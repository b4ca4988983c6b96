import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8000';

const nextConfig: NextConfig = {
  transpilePackages: ['@tbilisi/contracts'],
  poweredByHeader: false,
  // 'dist' is already ignored by the repository's ESLint, Prettier and git configuration.
  distDir: 'dist',
  // The browser talks to the api through our own origin, so the httpOnly session cookie and its Origin check just work.
  async rewrites() {
    return [
      { source: '/api/:path*', destination: `${apiUrl}/api/:path*` },
      { source: '/media/:path*', destination: `${apiUrl}/media/:path*` },
      { source: '/favicon.ico', destination: '/icon.svg' },
    ];
  },
  // Pages get these and their Content-Security-Policy from src/proxy.ts; Next's own files get the ones that apply to
  // any answer. Proxied /api and /media answers carry the api's own (helmet, plugins/no-active-content.ts).
  async headers() {
    const always = [
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      { key: 'X-Frame-Options', value: 'DENY' },
    ];
    return [{ source: '/_next/:path*', headers: always }];
  },
  async redirects() {
    return [
      { source: '/listings', destination: '/', permanent: true },
      { source: '/:locale(en|ru)/listings', destination: '/:locale', permanent: true },
    ];
  },
};

export default createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled at build time: the browser gets no ICU parser (decision 020).
  experimental: { messages: { path: './src/messages', format: 'json', locales: 'infer', precompile: true } },
})(nextConfig);
