import type { PropertyUpdateInput } from '@tbilisi/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import type { SessionUser } from '../auth/sessions';
import { loadOwnedProperty } from './load-owned-property';
import { presentProperty } from './present-property';
import { toPropertyValues } from './property-values';
import { setPropertyAmenities } from './set-property-amenities';

export async function updateProperty(
  db: Db,
  actor: SessionUser,
  id: number,
  input: PropertyUpdateInput,
  rateUsdGel: number,
) {
  const row = await db.transaction(async (tx) => {
    const existing = await loadOwnedProperty(tx, id, actor, true);
    const values = toPropertyValues(input, existing, rateUsdGel);
    const [updated] = await tx
      .update(properties)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(properties.id, id))
      .returning();
    if (input.amenities) await setPropertyAmenities(tx, id, input.amenities);
    return updated!;
  });
  return presentProperty(db, row);
}
