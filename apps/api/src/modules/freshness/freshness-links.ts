import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { appSecret } from '../alerts/app-secret';

/** A one-click link's life: past it, the poster confirms from the dashboard. */
const LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

async function sign(db: Db, subject: string): Promise<string> {
  const key = await appSecret(db, 'link-signing-key');
  return createHmac('sha256', key).update(`freshness:${subject}`).digest('base64url').slice(0, 32);
}

/** A link token naming the listing, the nonce it is valid for (single use) and its expiry, signed. */
export async function freshnessToken(db: Db, propertyId: number, nonce: string, now = Date.now()) {
  const subject = `${propertyId}.${nonce}.${Math.floor((now + LINK_LIFETIME_MS) / 1000)}`;
  return `${subject}.${await sign(db, subject)}`;
}

export async function readFreshnessToken(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<{ propertyId: number; nonce: string } | undefined> {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{1,40})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return undefined;
  const subject = `${match[1]}.${match[2]}.${match[3]}`;
  const expected = Buffer.from(await sign(db, subject));
  if (!timingSafeEqual(expected, Buffer.from(match[4]!))) return undefined;
  if (Number(match[3]) * 1000 < now) return undefined;
  return { propertyId: Number(match[1]), nonce: match[2]! };
}
