import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './i18n/routing';

const handleLocale = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  // Georgian at `/` unless the visitor chose another language (remembered in the locale cookie): the browser's
  // own language alone does not send a Tbilisi visitor with an English phone to /en.
  request.headers.set('accept-language', routing.defaultLocale);
  return handleLocale(request);
}

export const config = {
  // Everything except the api and media proxies, Next internals and files with an extension.
  matcher: ['/((?!api|media|_next|_vercel|.*\\..*).*)'],
};
