import type { ImageReference, PropertyCreateInput } from '@tbilisi/contracts';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { attachPropertyImages } from './attach-property-images';
import { recordListingWrite } from '../alerts/record-listing-write';
import { recordFreshness } from '../freshness/record-freshness';
import { assignPropertyGroup } from '../duplicates/assign-property-group';
import { loadProperty } from '../listings/load-property';
import { presentProperty } from '../listings/present-property';
import { toPropertyValues } from '../listings/property-values';

export interface CreatePropertyOptions {
  db: Db;
  actor: SessionUser;
  input: PropertyCreateInput & { images?: ImageReference[] };
  rateUsdGel: number;
}

export async function createProperty({ db, actor, input, rateUsdGel }: CreatePropertyOptions) {
  const values = toPropertyValues(input, undefined, rateUsdGel);
  // One transaction: a bad image reference leaves no half-made listing behind.
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(properties)
      .values({
        ...values,
        ownerId: actor.id,
        title: input.title,
        address: input.address,
        city: input.city,
        state: input.state,
        propertyType: input.property_type,
        listingType: input.listing_type ?? 'sale',
        // Verification is a moderator's mark, never the poster's own claim.
        isVerified: false,
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    if (input.images?.length)
      await attachPropertyImages({ db: tx, propertyId: created.id, actor, references: input.images });
    // The poster's own repeat is refused (409, nothing saved); another poster's joins the property's group.
    await assignPropertyGroup({ tx, propertyId: created.id });
    await recordListingWrite(tx, { before: undefined, after: created });
    await recordFreshness(tx, { before: undefined, after: created });
    return loadProperty(tx, created.id);
  });
  return presentProperty(db, row, actor);
}
