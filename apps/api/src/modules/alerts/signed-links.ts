import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { appSecret } from './app-secret';

/** What a one-click link in an alert e-mail does: pause one saved search, or stop price-drop notices. */
export type LinkAction =
  { kind: 'pause-search'; savedSearchId: number } | { kind: 'stop-price-drops'; userId: number };

const encode = (action: LinkAction) =>
  action.kind === 'pause-search' ? `s${action.savedSearchId}` : `p${action.userId}`;

async function signature(db: Db, subject: string) {
  return sign(await appSecret(db, 'link-signing-key'), subject);
}

const sign = (key: string, subject: string) =>
  createHmac('sha256', key).update(`unsubscribe:${subject}`).digest('base64url').slice(0, 32);

/** A token naming the action, signed: no login is needed to use it, and it cannot be made for another search. */
export async function signLink(db: Db, action: LinkAction): Promise<string> {
  const subject = encode(action);
  return `${subject}.${await signature(db, subject)}`;
}

/** Tokens for several actions, the key read once (a batch of alert e-mails). */
export async function signLinks(db: Db, actions: LinkAction[]): Promise<string[]> {
  const key = await appSecret(db, 'link-signing-key');
  return actions.map((action) => `${encode(action)}.${sign(key, encode(action))}`);
}

export async function verifyLink(db: Db, token: string): Promise<LinkAction | undefined> {
  const match = /^([sp])(\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return undefined;
  const subject = `${match[1]}${match[2]}`;
  const expected = Buffer.from(await signature(db, subject));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const id = Number(match[2]);
  return match[1] === 's'
    ? { kind: 'pause-search', savedSearchId: id }
    : { kind: 'stop-price-drops', userId: id };
}
