import type { ImageReference, PropertyCreateInput } from '@tbilisi/contracts';
import type { Db } from '../../db/client';
import { eq } from 'drizzle-orm';
import { organisationMembers, properties } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { attachPropertyImages } from './attach-property-images';
import { recordListingWrite } from '../alerts/record-listing-write';
import { recordFreshness } from '../freshness/record-freshness';
import { assignPropertyGroup } from '../duplicates/assign-property-group';
import { toPropertyValues } from '../listings/property-values';
import { checkListingProject } from '../listings/listing-project';

export interface InsertPropertyOptions {
  /** a transaction: a refused listing (a bad image reference, the poster's own repeat) must leave nothing behind */
  tx: Db;
  actor: SessionUser;
  input: PropertyCreateInput & { images?: ImageReference[] };
  rateUsdGel: number;
}

/**
 * A new listing's whole write: the row under the poster's organisation, its photos, its place among duplicates, its
 * price and alert work, its freshness. Runs in the caller's transaction and answers the new id; the listing form
 * (createProperty) answers the listing as the api shows it, a partner feed writes many and answers only counts.
 */
export async function insertProperty({
  tx,
  actor,
  input,
  rateUsdGel,
}: InsertPropertyOptions): Promise<number> {
  const values = toPropertyValues(input, undefined, rateUsdGel);
  await checkListingProject(tx, actor.id, input.project_id);
  // A member of an agency or a developer posts under it: the card shows the organisation as the poster.
  const [membership] = await tx
    .select({ organisationId: organisationMembers.organisationId })
    .from(organisationMembers)
    .where(eq(organisationMembers.userId, actor.id));
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
      organisationId: membership?.organisationId ?? null,
    })
    .returning();
  if (!created) throw new Error('insert returned no row');
  if (input.images?.length)
    await attachPropertyImages({ db: tx, propertyId: created.id, actor, references: input.images });
  await recordListingWrite(tx, { before: undefined, after: created });
  await recordFreshness(tx, { before: undefined, after: created });
  // Last: the check takes a lock every listing write waits for until this transaction ends, so only it and the
  // commit are done under it. The poster's own repeat is refused (409, nothing saved, the records above included);
  // another poster's joins the property's group.
  await assignPropertyGroup({ tx, propertyId: created.id });
  return created.id;
}
