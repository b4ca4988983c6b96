import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertPreferences } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';

export async function getAlertPreferences({ db, actor }: { db: Db; actor: SessionUser }) {
  const [row] = await db.select().from(alertPreferences).where(eq(alertPreferences.userId, actor.id));
  return { locale: row?.locale ?? 'ka', price_drop_alerts: row?.priceDropAlerts ?? true };
}

export async function updateAlertPreferences({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: SessionUser;
  input: { locale?: 'ka' | 'en' | 'ru'; price_drop_alerts?: boolean };
}) {
  await db
    .insert(alertPreferences)
    .values({ userId: actor.id, locale: input.locale, priceDropAlerts: input.price_drop_alerts })
    .onConflictDoUpdate({
      target: alertPreferences.userId,
      set: { locale: input.locale, priceDropAlerts: input.price_drop_alerts, updatedAt: sql`now()` },
    });
  return getAlertPreferences({ db, actor });
}
