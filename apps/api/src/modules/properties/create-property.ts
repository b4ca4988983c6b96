import type { PropertyCreateInput } from '@tbilisi/contracts';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import type { SessionUser } from '../auth/sessions';
import { attachPropertyImages, type ImageReference } from '../media/attach-property-images';
import { recordListingWrite } from '../alerts/record-listing-write';
import { assignPropertyGroup } from '../duplicates/assign-property-group';
import { loadProperty } from './load-owned-property';
import { presentProperty } from './present-property';
import { toPropertyValues } from './property-values';
import { setPropertyAmenities } from './set-property-amenities';

export async function createProperty(
  db: Db,
  actor: SessionUser,
  input: PropertyCreateInput & { images?: ImageReference[] },
  rateUsdGel: number,
) {
  const values = toPropertyValues(input, undefined, rateUsdGel);
  // One transaction: a bad amenity code or image reference leaves no half-made listing behind.
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
    if (input.amenities) await setPropertyAmenities(tx, created.id, input.amenities);
    if (input.images?.length) await attachPropertyImages(tx, created.id, actor, input.images);
    // The poster's own repeat is refused (409, nothing saved); another poster's joins the property's group.
    await assignPropertyGroup(tx, created.id);
    await recordListingWrite(tx, { before: undefined, after: created });
    return loadProperty(tx, created.id);
  });
  return presentProperty(db, row);
}
