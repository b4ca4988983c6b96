import { safeNext } from './safe-next';

/**
 * Where a guest signs in to come back to `path` (a page path without the language prefix, query string included).
 * Only same-site paths are carried, as the login page itself insists.
 */
export function signInHref(path: string): { pathname: '/auth'; query: { next: string } } {
  return { pathname: '/auth', query: { next: safeNext(path, '/') } };
}
