import webPush from 'web-push';
import type { Db } from '../../db/client';
import { appSecret } from '../alerts/app-secret';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair that signs our pushes: made at first start and kept in the database, because every browser's
 * subscription is bound to the public key it was made with: a new pair would silently end them all.
 */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  return JSON.parse(
    await appSecret(db, 'vapid-keys', () => JSON.stringify(webPush.generateVAPIDKeys())),
  ) as VapidKeys;
}
