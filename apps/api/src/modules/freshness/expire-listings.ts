import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { listingFreshness, properties } from '../../db/schema';
import { chooseGroupLead } from '../duplicates/assign-property-group';
import { enqueueJob } from '../jobs/enqueue-job';
import { REMIND_BEFORE_MS } from './freshness-rules';
import { newNonce } from './record-freshness';

/**
 * The hourly freshness run: posters of listings expiring within three days are asked (once per period) whether they
 * are still available; listings past their expiry leave search (inactive, marked expired, so the dashboard offers to
 * renew them), and their groups choose a new lead. Each step is idempotent: a run that stops half-way is finished by
 * the next.
 */
export async function expireListings(
  db: Db,
  now = new Date(),
): Promise<{ reminded: number; expired: number }> {
  await startMissingPeriods(db, now);
  const due = await db
    .select({ propertyId: listingFreshness.propertyId })
    .from(listingFreshness)
    .innerJoin(properties, eq(properties.id, listingFreshness.propertyId))
    .where(
      and(
        eq(properties.status, 'active'),
        isNull(listingFreshness.remindedAt),
        lte(listingFreshness.expiresAt, new Date(now.getTime() + REMIND_BEFORE_MS)),
      ),
    );
  for (const { propertyId } of due) await askPoster(db, propertyId);

  const expired = await db.transaction(async (tx) => {
    const rows = await tx
      .update(properties)
      .set({ status: 'inactive', updatedAt: now })
      .where(
        and(
          eq(properties.status, 'active'),
          inArray(
            properties.id,
            tx
              .select({ id: listingFreshness.propertyId })
              .from(listingFreshness)
              .where(lte(listingFreshness.expiresAt, now)),
          ),
        ),
      )
      .returning({ id: properties.id, groupId: properties.groupId });
    if (!rows.length) return 0;
    await tx
      .update(listingFreshness)
      .set({ expiredAt: now })
      .where(
        inArray(
          listingFreshness.propertyId,
          rows.map((row) => row.id),
        ),
      );
    for (const groupId of new Set(rows.flatMap((row) => (row.groupId === null ? [] : [row.groupId])))) {
      await chooseGroupLead({ tx, groupId });
    }
    return rows.length;
  });
  return { reminded: due.length, expired };
}

const MISSING_PERIODS_BATCH = 10_000;

/**
 * Active listings written without a listing write (the demo seed, bulk loads) start their period when first seen here.
 * Inactive ones need none: they are not in search, and a listing write starts one when they return. A batch of ids
 * at a time, so that a million listings loaded at once never hold a connection for minutes.
 */
async function startMissingPeriods(db: Db, now: Date): Promise<void> {
  for (let after = 0; ;) {
    const [batch] = await queryRows<{ last: number | null }>(
      db,
      sql`
        with batch as (
          select id, listing_type from properties where status = 'active' and id > ${after} order by id
          limit ${MISSING_PERIODS_BATCH}
        ), started as (
          insert into listing_freshness (property_id, confirmed_at, expires_at, link_nonce)
          select b.id, ${now}, ${now}::timestamptz + case when b.listing_type in ('rent', 'daily_rent')
              then interval '30 days' else interval '60 days' end, md5(random()::text || b.id::text)
          from batch b
          where not exists (select 1 from listing_freshness f where f.property_id = b.id)
          on conflict do nothing
        )
        select max(id)::int as last from batch`,
    );
    if (batch?.last == null) return;
    after = batch.last;
  }
}

/** Marks the listing asked and queues the e-mail with fresh single-use links, in one transaction. */
export async function askPoster(db: Db, propertyId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const nonce = newNonce();
    const [row] = await tx
      .update(listingFreshness)
      .set({ remindedAt: sql`now()`, linkNonce: nonce })
      .where(eq(listingFreshness.propertyId, propertyId))
      .returning({ propertyId: listingFreshness.propertyId });
    if (row) await enqueueJob(tx, 'freshness-email', { propertyId, nonce });
  });
}
