import { MAX_IMAGES_PER_LISTING, type ImageReference, type PropertyCreateInput } from '@tbilisi/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisationMembers, properties } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import { checkPhotoReferences, insertPhotoRows } from './attach-property-images';
import { recordListingWrites } from '../alerts/record-listing-write';
import { recordNewListingsFreshness } from '../freshness/record-freshness';
import {
  assignPropertyGroup,
  lockDuplicateChecks,
  type CheckedSubject,
} from '../duplicates/assign-property-group';
import { photoHashesOf, subjectColumns } from '../duplicates/find-duplicates';
import { toPropertyValues } from '../listings/property-values';
import { checkListingProject } from '../listings/listing-project';

export type NewListingInput = PropertyCreateInput & { images?: ImageReference[] };

export interface InsertPropertyOptions {
  /** a transaction: a refused listing (a bad image reference, the poster's own repeat) must leave nothing behind */
  tx: Db;
  actor: SessionUser;
  input: NewListingInput;
  rateUsdGel: number;
}

/**
 * A new listing's whole write: the row under the poster's organisation, its photos, its place among duplicates, its
 * price and alert work, its freshness. Runs in the caller's transaction and answers the new id, or throws why the
 * listing is refused (nothing of it is left for the caller to commit). The listing form (createProperty) answers
 * the listing as the api shows it; a partner feed writes many at once through insertProperties.
 */
export async function insertProperty({
  tx,
  actor,
  input,
  rateUsdGel,
}: InsertPropertyOptions): Promise<number> {
  const outcomes: (InsertOutcome | undefined)[] = [undefined];
  const [listing] = await prepareListings({ tx, actor, inputs: [input], rateUsdGel, outcomes });
  if (!listing) throw (outcomes[0] as { error: AppError }).error;
  // Its refusal is thrown, and the caller's transaction takes everything back.
  const [id] = await writeListings({ tx, actor, listings: [listing], hold: false });
  return id!;
}

export interface InsertPropertiesOptions {
  /** a transaction: what a refused listing wrote is rolled back inside it, the others' rows stay for its commit */
  tx: Db;
  actor: SessionUser;
  /** in the order their duplicate checks run: each is checked against those before it */
  inputs: NewListingInput[];
  rateUsdGel: number;
}

/** Each input's new listing id, or why it was refused (a client error: AppError). */
export type InsertOutcome = { id: number } | { error: AppError };

/**
 * insertProperty for many listings in one transaction (a partner feed's batch): one statement per table for all of
 * them, then each listing's duplicate check in the order given, so each is checked against everything committed
 * before and the listings of the batch before it. What one listing is refused for (a bad field, a photo, the
 * poster's own repeat) is answered in its place and leaves nothing of it; the others are written. Any other error
 * (the database's) is thrown, and the caller's transaction fails as a whole.
 *
 * How a batch keeps each listing's check as if written alone: the rows are inserted inactive (invisible to the
 * check, which looks at active listings only), and each is made active just before its own check; a listing its
 * check refuses is made inactive again, so the rest never meet it, and once all are checked the batch is rolled
 * back to a savepoint and written again without it (nothing of it stays: no row, photo, price, job or freshness).
 * Refusals are rare, so a batch is written once, twice at most but for a concurrent change.
 */
export async function insertProperties({
  tx,
  actor,
  inputs,
  rateUsdGel,
}: InsertPropertiesOptions): Promise<InsertOutcome[]> {
  const outcomes: (InsertOutcome | undefined)[] = inputs.map(() => undefined);
  let pending = await prepareListings({ tx, actor, inputs, rateUsdGel, outcomes });
  while (pending.length > 0) {
    const refused = new Map<number, AppError>();
    try {
      const ids = await tx.transaction(async (savepoint) => {
        const written = await writeListings({ tx: savepoint, actor, listings: pending, hold: true, refused });
        if (refused.size > 0) throw new BatchRefusals();
        return written;
      });
      pending.forEach((listing, position) => (outcomes[listing.index] = { id: ids[position]! }));
      return outcomes as InsertOutcome[];
    } catch (error) {
      if (!(error instanceof BatchRefusals)) throw error;
      for (const [index, refusal] of refused) outcomes[index] = { error: refusal };
      pending = pending.filter((listing) => !refused.has(listing.index));
    }
  }
  return outcomes as InsertOutcome[];
}

/** Thrown to roll a batch back to its savepoint when its checks refused some of its listings. */
class BatchRefusals extends Error {}

interface PreparedListing {
  /** its place among the inputs */
  index: number;
  input: NewListingInput;
  values: ReturnType<typeof toPropertyValues>;
  photoNames: string[];
}

/**
 * What can be checked of each listing before any row is written (its fields, its project, its photos), in one
 * look-up per kind for all of them; a refused listing's outcome is set and it is left out.
 */
async function prepareListings({
  tx,
  actor,
  inputs,
  rateUsdGel,
  outcomes,
}: Omit<InsertPropertiesOptions, 'inputs'> & {
  inputs: NewListingInput[];
  outcomes: (InsertOutcome | undefined)[];
}): Promise<PreparedListing[]> {
  const refuse = (index: number, error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    outcomes[index] = { error };
  };
  const projectChecks = new Map<number, Promise<unknown>>();
  const valid: Omit<PreparedListing, 'photoNames'>[] = [];
  for (const [index, input] of inputs.entries()) {
    try {
      const values = toPropertyValues(input, undefined, rateUsdGel);
      const projectId = input.project_id;
      if (projectId !== null && projectId !== undefined) {
        // Each project is looked up once; its answer (or refusal) holds for every listing naming it.
        let check = projectChecks.get(projectId);
        if (!check) {
          check = checkListingProject(tx, actor.id, projectId);
          check.catch(() => undefined);
          projectChecks.set(projectId, check);
        }
        await check;
      }
      valid.push({ index, input, values });
    } catch (error) {
      refuse(index, error);
    }
  }
  const withPhotos = valid.filter((listing) => listing.input.images?.length);
  const checked = await checkPhotoReferences({
    db: tx,
    actor,
    lists: withPhotos.map((listing) => listing.input.images!),
  });
  const photoNames = new Map(withPhotos.map((listing, position) => [listing.index, checked[position]!]));
  const prepared: PreparedListing[] = [];
  for (const listing of valid) {
    const photos = photoNames.get(listing.index) ?? { names: [] };
    if ('error' in photos) refuse(listing.index, photos.error);
    else if (photos.names.length > MAX_IMAGES_PER_LISTING)
      refuse(
        listing.index,
        AppError.validation(['body'], `You can only upload up to ${MAX_IMAGES_PER_LISTING} images`),
      );
    else prepared.push({ ...listing, photoNames: photos.names });
  }
  return prepared;
}

/**
 * The rows of the listings (each under the poster's organisation, with its photos, price, alert work and
 * freshness), then each one's duplicate check in order, last: the check takes a lock every listing write waits for
 * until the transaction ends, so only the checks and the commit are done under it. The poster's own repeat is
 * refused (409); another poster's joins the property's group. With `hold`, the listings are written inactive and
 * each made active for its check; a refused one is recorded in `refused` and made inactive again. Answers the ids
 * in the listings' order.
 */
async function writeListings({
  tx,
  actor,
  listings,
  hold,
  refused,
}: {
  tx: Db;
  actor: SessionUser;
  listings: PreparedListing[];
  hold: boolean;
  refused?: Map<number, AppError>;
}): Promise<number[]> {
  // A member of an agency or a developer posts under it: the card shows the organisation as the poster.
  const [membership] = await tx
    .select({ organisationId: organisationMembers.organisationId })
    .from(organisationMembers)
    .where(eq(organisationMembers.userId, actor.id));
  const statusOf = (listing: PreparedListing) => listing.values.status ?? 'active';
  const rows = await tx
    .insert(properties)
    .values(
      listings.map(({ input, values, photoNames }) => ({
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
        photoCount: photoNames.length,
        ...(hold ? { status: 'inactive' } : {}),
      })),
    )
    .returning();
  if (rows.length !== listings.length) throw new Error('insert returned fewer rows than listings');
  // As committed: each listing with the status it was sent with (made active below, before its check).
  const written = rows.map((row, position) => ({ ...row, status: statusOf(listings[position]!) }));
  await insertPhotoRows({
    db: tx,
    actor,
    listings: listings.flatMap((listing, position) =>
      listing.photoNames.length === 0
        ? []
        : [
            {
              propertyId: written[position]!.id,
              references: listing.input.images!,
              names: listing.photoNames,
              nextIndex: 0,
              primaryIndex: Math.max(
                0,
                listing.input.images!.findIndex((reference) => reference.is_primary),
              ),
            },
          ],
    ),
  });
  await recordListingWrites(
    tx,
    written.map((after) => ({ before: undefined, after })),
  );
  await recordNewListingsFreshness(tx, written);
  // What each check reads of its listing, for the whole batch in one query, before the lock: under it, a check then
  // only looks for the listing's matches. Each listing is as inserted until its own check (the checks before it see
  // it inactive, so none changes it).
  const subjects = hold ? await subjectsOf(tx, actor, written) : undefined;
  // The checks' lock, once for the batch (each check would take it again): held from here to the commit.
  if (hold) await lockDuplicateChecks(tx);
  for (const [position, listing] of listings.entries()) {
    const row = written[position]!;
    const setStatus = (status: string) =>
      tx.update(properties).set({ status }).where(eq(properties.id, row.id));
    if (hold && row.status !== 'inactive') await setStatus(row.status);
    try {
      await assignPropertyGroup({ tx, propertyId: row.id, locked: hold, subject: subjects?.[position] });
    } catch (error) {
      // The check refuses before it writes anything: the listing only needs to leave the others' sight.
      if (!hold || !refused || !(error instanceof AppError)) throw error;
      refused.set(listing.index, error);
      await setStatus('inactive');
    }
  }
  return written.map((row) => row.id);
}

/** Each new listing as the duplicate check reads it (loadDuplicateSubject): its row, photo fingerprints, poster's role. */
async function subjectsOf(
  tx: Db,
  actor: SessionUser,
  rows: (typeof properties.$inferSelect)[],
): Promise<CheckedSubject[]> {
  const fingerprints = await photoHashesOf(
    tx,
    rows.map((row) => row.id),
  );
  const columns = Object.keys(subjectColumns) as (keyof typeof subjectColumns)[];
  return rows.map((row) => ({
    ...(Object.fromEntries(columns.map((column) => [column, row[column]])) as Pick<
      typeof row,
      keyof typeof subjectColumns
    >),
    photoHashes: fingerprints.get(row.id) ?? [],
    posterRole: actor.role,
  }));
}
