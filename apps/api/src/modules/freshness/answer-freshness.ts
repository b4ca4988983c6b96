import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingFreshness, properties } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { chooseGroupLead } from '../duplicates/assign-property-group';
import { recordListingWrite } from '../alerts/record-listing-write';
import { recordFreshness } from './record-freshness';
import { expiryFrom } from './freshness-rules';
import { readFreshnessToken } from './freshness-links';
import { newNonce } from './record-freshness';

/**
 * The poster's answer, from a one-click link (no login) or the dashboard: still available confirms it (an expired
 * listing returns to search) and restarts its period; no longer available takes it out of search. A link works once.
 */
export async function answerFreshness({
  db,
  token,
  propertyId: ownPropertyId,
  answer,
}: {
  db: Db;
  /** From an e-mailed link; or `propertyId` for a poster already checked as the owner. */
  token?: string;
  propertyId?: number;
  answer: 'available' | 'gone';
}) {
  const link = token ? await readFreshnessToken(db, token) : undefined;
  if (token && !link) throw new AppError('not_found', 'This link is not valid or has expired');
  const propertyId = link?.propertyId ?? ownPropertyId!;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ listing: properties, freshness: listingFreshness })
      .from(properties)
      .innerJoin(listingFreshness, eq(listingFreshness.propertyId, properties.id))
      .where(eq(properties.id, propertyId))
      .for('update');
    if (!row || (link && row.freshness.linkNonce !== link.nonce)) {
      throw new AppError('not_found', 'This link has been used already');
    }
    const now = new Date();
    const status = answer === 'available' ? 'active' : 'inactive';
    await tx
      .update(listingFreshness)
      .set({
        linkNonce: newNonce(),
        ...(answer === 'available'
          ? {
              confirmedAt: now,
              expiresAt: expiryFrom(now, row.listing.listingType),
              remindedAt: null,
              expiredAt: null,
            }
          : {}),
      })
      .where(eq(listingFreshness.propertyId, propertyId));
    if (answer === 'available') {
      await tx.update(properties).set({ confirmedAt: now }).where(eq(properties.id, propertyId));
    }
    if (row.listing.status !== status) {
      // Back to search only what expired; a listing its poster took down stays down until they put it back.
      if (status === 'active' && row.freshness.expiredAt === null) return { status: row.listing.status };
      const [updated] = await tx
        .update(properties)
        .set({ status, updatedAt: now })
        .where(and(eq(properties.id, propertyId)))
        .returning();
      if (row.listing.groupId !== null) await chooseGroupLead({ tx, groupId: row.listing.groupId });
      await recordListingWrite(tx, { before: row.listing, after: updated! });
      await recordFreshness(tx, { before: row.listing, after: updated! });
    }
    return { status };
  });
}
