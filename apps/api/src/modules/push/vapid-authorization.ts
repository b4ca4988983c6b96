import webPush from 'web-push';
import type { VapidKeys } from './vapid-keys';

/** How long a signed VAPID token is valid (RFC 8292 allows at most 24 hours). */
const TOKEN_HOURS = 12;
/** A token is signed again this long before it expires, so none is sent about to expire. */
const RENEW_BEFORE_MS = 60 * 60 * 1000;

const signed = new Map<string, { authorization: string; renewAt: number }>();

/**
 * The `Authorization` header (`vapid t=…, k=…`) for pushes to the push service of `endpoint`. The token names only
 * the service's origin, our contact and an expiry, so one signed token serves every push to that service for hours:
 * web-push would otherwise sign a new one (key conversion and an ECDSA signature) for every push.
 */
export function vapidAuthorization(endpoint: string, subject: string, keys: VapidKeys): string {
  const audience = new URL(endpoint).origin;
  const cacheKey = `${audience} ${subject} ${keys.publicKey}`;
  const now = Date.now();
  const cached = signed.get(cacheKey);
  if (cached && cached.renewAt > now) return cached.authorization;
  const expiresAt = Math.floor(now / 1000) + TOKEN_HOURS * 3600;
  const { Authorization: authorization } = webPush.getVapidHeaders(
    audience,
    subject,
    keys.publicKey,
    keys.privateKey,
    'aes128gcm',
    expiresAt,
  ) as { Authorization: string };
  signed.set(cacheKey, { authorization, renewAt: expiresAt * 1000 - RENEW_BEFORE_MS });
  return authorization;
}
