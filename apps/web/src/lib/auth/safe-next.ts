/** A base no real request comes from: a `next` that resolves to any other origin leaves the site. */
const BASE = 'http://same-site.invalid';
// C0 controls, DEL and the backslash: browsers drop tabs and newlines from URLs and read `\` as `/`, so
// `/%09/evil.example` or `/\evil.example` would become `//evil.example`; a newline in a Location header is a 500.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/**
 * The one rule for where to go after sign-in (the auth page, guest-only pages, sign-in links): only a path on this
 * site, judged after decoding the way a browser would read it. Anything else, `//evil.example`, `/\evil.example`,
 * `/%09/evil.example`, `https://evil.example`, `javascript:…`, falls back.
 */
export function safeNext(next: string | string[] | undefined, fallback = '/dashboard'): string {
  const value = Array.isArray(next) ? next[0] : next;
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return fallback;
  // Each decoding an intermediary might apply must still read as a plain same-site path.
  let decoded = value;
  for (let round = 0; round < 3; round += 1) {
    if (UNSAFE_CHARACTERS.test(decoded) || decoded.startsWith('//')) return fallback;
    let once: string;
    try {
      once = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (once === decoded) break;
    decoded = once;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
