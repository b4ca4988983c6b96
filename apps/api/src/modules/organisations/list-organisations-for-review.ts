import type { OrganisationReviewList } from '@tbilisi/contracts';
import { and, desc, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations } from '../../db/schema';
import { activeListingsCount, containsText, organisationIdentity } from './present-organisation';

export interface ListOrganisationsForReviewOptions {
  db: Db;
  /** only verified (true) or unverified (false) companies; both when undefined */
  verified?: boolean;
  /** part of a name (any language) or of the page address */
  query?: string;
  skip: number;
  limit: number;
}

/**
 * The moderators' list of companies to verify: those waiting for a check first, newest first, with what tells a
 * moderator which one it is (names, page address, phone, address) and how many active listings it has.
 */
export async function listOrganisationsForReview({
  db,
  verified,
  query,
  skip,
  limit,
}: ListOrganisationsForReviewOptions): Promise<OrganisationReviewList> {
  const o = organisations;
  const where = and(
    verified === undefined ? undefined : verified ? isNotNull(o.verifiedAt) : isNull(o.verifiedAt),
    query ? containsText(query, [o.nameKa, o.nameEn, o.nameRu, o.slug]) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        row: o,
        activeListings: activeListingsCount,
      })
      .from(o)
      .where(where)
      .orderBy(sql`${o.verifiedAt} is not null`, desc(o.createdAt), desc(o.id))
      .offset(skip)
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(o)
      .where(where),
  ]);
  return {
    items: rows.map(({ row, activeListings }) => ({
      ...organisationIdentity(row),
      verified_at: row.verifiedAt?.toISOString() ?? null,
      active_listings: activeListings,
      created_at: row.createdAt.toISOString(),
    })),
    total_count: count?.total ?? 0,
  };
}
