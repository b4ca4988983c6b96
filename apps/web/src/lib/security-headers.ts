/**
 * The headers every page of the web app carries (decision 013): a Content-Security-Policy that lets only this
 * request's scripts run (Next.js puts the nonce on its own inline and chunk scripts; 'strict-dynamic' lets those load
 * the rest), and the headers that keep the page out of frames, its type unsniffed and its address out of referrers.
 */
export interface SecurityHeaderOptions {
  /** A fresh random value per request; undefined for answers that run no script (the api and media proxies). */
  nonce?: string;
  /** The map's tile URL template (MAP_TILE_URL): its host is the one image host allowed besides this site. */
  tileUrl: string;
  /** PUBLIC_WEB_URL: https turns on HSTS and upgrades stray http requests. */
  publicWebUrl: string;
  /** `next dev` evaluates code for fast refresh and needs 'unsafe-eval'; a production build never does. */
  development?: boolean;
}

/** Browser features the site does not use, switched off for it and for anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/**
 * The tile host as a CSP source: `https://{s}.tile.example/{z}/{x}/{y}.png` becomes `https://*.tile.example`.
 * A template that is not a URL allows no extra host.
 */
export function tileSource(tileUrl: string): string | null {
  try {
    const url = new URL(tileUrl.replace(/\{s\}/g, 'subdomain').replace(/\{[a-z]+\}/gi, '0'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const host = /\{s\}/.test(tileUrl) ? url.host.replace(/^subdomain\./, '*.') : url.host;
    return `${url.protocol}//${host}`;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy({ nonce, tileUrl, publicWebUrl, development }: SecurityHeaderOptions) {
  const https = publicWebUrl.startsWith('https://');
  const tiles = tileSource(tileUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': nonce
      ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])]
      : ["'none'"],
    // React's style attributes and Leaflet's positioning are inline styles; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Photos come from /media on this origin; placeholders are data: URLs; the map's tiles from their host.
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(development ? ['ws:'] : [])],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (options.publicWebUrl.startsWith('https://')) {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}

/** 128 random bits, base64: unguessable per request, as a CSP nonce must be. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
