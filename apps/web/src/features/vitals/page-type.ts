import type { VitalsPageType } from '@tbilisi/contracts';

/** The kind of page from the path alone (no id or query is sent: decision 020). */
export function vitalsPageType(pathname: string, search: string): VitalsPageType {
  const path = pathname.replace(/^\/(en|ru)(?=\/|$)/, '') || '/';
  if (/^\/property\/\d+$/.test(path)) return 'property';
  if (path === '/') return search.length > 1 ? 'results' : 'home';
  return 'other';
}
