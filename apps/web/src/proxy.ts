import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { DEFAULT_MAP_TILES } from './components/map/map-tiles';
import { routing } from './i18n/routing';
import { createNonce, securityHeaders } from './lib/security-headers';

const handleLocale = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  // Georgian at `/` unless the visitor chose another language (remembered in the locale cookie): the browser's
  // own language alone does not send a Tbilisi visitor with an English phone to /en.
  request.headers.set('accept-language', routing.defaultLocale);
  const headers = securityHeaders({
    nonce: createNonce(),
    tileUrl: process.env.MAP_TILE_URL?.trim() || DEFAULT_MAP_TILES.url,
    publicWebUrl: process.env.PUBLIC_WEB_URL ?? `http://localhost:${process.env.WEB_PORT ?? 3000}`,
    development: process.env.NODE_ENV === 'development',
  });
  // Next.js reads the nonce from the request's policy and puts it on the scripts it renders (which is why every
  // page renders per request); next-intl passes these request headers on to the page.
  request.headers.set('content-security-policy', headers['Content-Security-Policy']!);
  const response = handleLocale(request);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Everything except the api and media proxies, Next internals and files with an extension.
  matcher: ['/((?!api|media|_next|_vercel|.*\\..*).*)'],
};
