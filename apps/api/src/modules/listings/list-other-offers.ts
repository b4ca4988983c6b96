import type { Offer } from '@tbilisi/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, users } from '../../db/schema';

/** The other active listings of the same property, cheapest first, for the property page's "other offers". */
export async function listOtherOffers(
  db: Db,
  listing: { id: number; groupId: number | null },
): Promise<Offer[]> {
  if (listing.groupId === null) return [];
  const rows = await db
    .select({
      id: properties.id,
      listingType: properties.listingType,
      price: properties.price,
      currency: properties.currency,
      rentAmount: properties.rentAmount,
      rentAmountUsd: properties.rentAmountUsd,
      role: users.role,
      isVerified: properties.isVerified,
      createdAt: properties.createdAt,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(
      and(
        eq(properties.groupId, listing.groupId),
        eq(properties.status, 'active'),
        ne(properties.id, listing.id),
      ),
    )
    .orderBy(asc(properties.rentAmount), asc(properties.id));
  return rows.map((row) => ({
    id: row.id,
    listing_type: row.listingType,
    price: row.price,
    currency: row.currency,
    rent_amount: row.rentAmount,
    rent_amount_usd: row.rentAmountUsd,
    poster_role: row.role === 'agent' || row.role === 'developer' ? row.role : 'owner',
    is_verified: row.isVerified,
    created_at: row.createdAt.toISOString(),
  }));
}
