import { createHash } from 'node:crypto';
import {
  feedItemSchema,
  type FEED_MODES,
  type FeedItem,
  type FeedResult,
  type ImageReference,
} from '@tbilisi/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedItems, properties } from '../../db/schema';
import { clientErrorOf } from '../../lib/client-errors';
import type { MediaStorage } from '../../lib/storage';
import { insertProperties, type InsertOutcome } from '../properties/insert-property';
import { updateProperty } from '../properties/update-property';
import type { Partner } from './authenticate-partner';
import { createFeedPhotoFetcher, FeedPhotoError } from './fetch-feed-photos';

/**
 * New listings are written in batches, each batch one transaction (insertProperties: one statement per table for
 * the batch, then each listing's duplicate check in order). The check takes one lock for every listing write
 * (assign-property-group.ts), held until the batch commits, so writers check one batch at a time and each sees the
 * listings committed before it; a writer's statements before the checks overlap with another's checks. Decision 028.
 */
const BATCH = 50;
const WRITERS = 2;

export interface ImportFeedOptions {
  db: Db;
  storage: MediaStorage;
  partner: Partner;
  mode: (typeof FEED_MODES)[number];
  items: unknown[];
  rateUsdGel: number;
  allowLoopbackPhotos: boolean;
}

type Failure = FeedResult['failed'][number];
interface Known {
  propertyId: number;
  contentHash: string;
  status: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** The listing's fields and its photo URLs hashed apart: a changed price need not fetch the photos again. */
function hashItem(item: FeedItem): { fields: string; photos: string; whole: string } {
  const { photos = [], ...fields } = item;
  const fieldsHash = sha256(JSON.stringify(fields));
  const photosHash = sha256(JSON.stringify(photos));
  return { fields: fieldsHash, photos: photosHash, whole: `${fieldsHash}:${photosHash}` };
}

/**
 * Imports a partner's feed for its organisation. Each item is checked on its own: a bad one is reported (reference,
 * field, message) and the rest go on. An item is upserted by the partner's reference through the same create and
 * update use cases as the listing form (duplicate check, alerts, freshness included); an item that hashes as last
 * time is skipped, so the same feed twice changes nothing. In a `full` feed, the organisation's imported listings
 * missing from it become inactive.
 */
export async function importFeed({
  db,
  storage,
  partner,
  mode,
  items,
  rateUsdGel,
  allowLoopbackPhotos,
}: ImportFeedOptions): Promise<FeedResult> {
  const result: FeedResult = {
    received: items.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    deactivated: 0,
    failed: [],
  };
  const known = new Map<string, Known>(
    (
      await db
        .select({
          reference: feedItems.reference,
          propertyId: feedItems.propertyId,
          contentHash: feedItems.contentHash,
          status: properties.status,
        })
        .from(feedItems)
        .innerJoin(properties, eq(properties.id, feedItems.propertyId))
        .where(eq(feedItems.organisationId, partner.organisationId))
    ).map((row) => [row.reference, row]),
  );

  const valid: FeedItem[] = [];
  const seen = new Set<string>();
  for (const raw of items) {
    const reference = referenceOf(raw);
    const parsed = feedItemSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        result.failed.push({ reference, field: issue.path.join('.'), message: issue.message });
      if (reference !== null) seen.add(reference);
      continue;
    }
    if (seen.has(parsed.data.reference)) {
      result.failed.push({
        reference,
        field: 'reference',
        message: 'The same reference appears twice in the feed',
      });
      continue;
    }
    seen.add(parsed.data.reference);
    valid.push(parsed.data);
  }

  // What each item needs: nothing (it hashes as last time), a new listing, or an update (photos fetched again only
  // when its photo URLs changed).
  const plans: Plan[] = [];
  for (const item of valid) {
    const entry = known.get(item.reference);
    const hash = hashItem(item);
    const wantsActive = (item.status ?? 'active') === 'active';
    if (entry && entry.contentHash === hash.whole && (entry.status === 'active') === wantsActive)
      result.unchanged++;
    else
      plans.push({
        item,
        hash,
        known: entry,
        photosChanged: entry?.contentHash.split(':')[1] !== hash.photos,
      });
  }
  // The photos of every item are asked for now, new listings' first (they are written first), and fetched as fast
  // as the fetcher allows; the writes below take the items in the feed's order, a batch at a time, and wait only for
  // their own batch's photos.
  const photos = createFeedPhotoFetcher({
    db,
    storage,
    actor: partner.actor,
    allowLoopback: allowLoopbackPhotos,
  });
  const withPhotos = (plan: Plan): Planned => ({
    ...plan,
    images: settle(plan.photosChanged ? photos.photosOf(plan.item.photos ?? []) : Promise.resolve(undefined)),
  });
  const creates = plans.filter((plan) => !plan.known).map(withPhotos);
  const updates = plans.filter((plan) => plan.known).map(withPhotos);

  const write = { db, partner, rateUsdGel, result };
  const batches = Array.from({ length: Math.ceil(creates.length / BATCH) }, (_, n) =>
    creates.slice(n * BATCH, (n + 1) * BATCH),
  );
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(WRITERS, batches.length) }, async () => {
      while (next < batches.length) await createListings({ ...write, batch: batches[next++]! });
    }),
  );
  for (const planned of updates) await updateListing({ ...write, storage, planned });

  if (mode === 'full') {
    // Items that failed validation are still in the feed: their listings stay as they were.
    for (const [reference, entry] of known) {
      if (seen.has(reference) || entry.status !== 'active') continue;
      try {
        await updateProperty({
          db,
          storage,
          actor: partner.actor,
          id: entry.propertyId,
          input: { status: 'inactive' },
          rateUsdGel,
        });
        result.deactivated++;
      } catch (error) {
        result.failed.push(failureOf(reference, error));
      }
    }
  }
  return result;
}

/** An item to write, and whether its photos must be fetched (a new item, or changed photo URLs). */
interface Plan {
  item: FeedItem;
  hash: ReturnType<typeof hashItem>;
  known: Known | undefined;
  photosChanged: boolean;
}

interface Planned extends Plan {
  /** the item's photos through the pipeline, or undefined when they are as last time */
  images: Promise<Settled<ImageReference[] | undefined>>;
}

type Settled<T> = { value: T } | { error: unknown };
/** A promise that never rejects: an item's photos may fail while earlier items are still being written. */
const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

interface WriteOptions {
  db: Db;
  partner: Partner;
  rateUsdGel: number;
  /** the answer being built: counts and failures are added to it */
  result: FeedResult;
}

/** An item's listing fields as the listing form takes them (active unless it says otherwise). */
function listingFields(item: FeedItem) {
  const { reference: _reference, photos: _photos, ...fields } = item;
  return { ...fields, status: fields.status ?? 'active' };
}

/**
 * New listings for a batch of items, through the listing form's own write (insertProperties: photos, duplicate
 * check, price, alert work, freshness) without its answer, with their references, in one transaction: a listing
 * without its reference would be posted again next time. A refused item (a photo that failed, the organisation's own
 * repeat, a bad value) leaves nothing and is reported; the batch's others are written. The items' photos are ready
 * before the transaction opens.
 */
async function createListings({
  db,
  partner,
  rateUsdGel,
  result,
  batch,
}: WriteOptions & { batch: Planned[] }) {
  const ready: { planned: Planned; images: ImageReference[] | undefined }[] = [];
  for (const planned of batch) {
    const images = await planned.images;
    if ('error' in images) result.failed.push(failureOf(planned.item.reference, images.error));
    else ready.push({ planned, images: images.value });
  }
  if (ready.length === 0) return;
  let outcomes: InsertOutcome[];
  try {
    outcomes = await writeBatch({ db, partner, rateUsdGel, ready });
  } catch (error) {
    // A value the database refused fails the whole statement, whichever item carried it: each item alone, so the
    // one at fault is named and the others are written.
    if (ready.length === 1 || !clientErrorOf(error)) throw error;
    outcomes = [];
    for (const one of ready) {
      try {
        outcomes.push(...(await writeBatch({ db, partner, rateUsdGel, ready: [one] })));
      } catch (error) {
        if (!clientErrorOf(error)) throw error;
        outcomes.push({ error: clientErrorOf(error)! });
      }
    }
  }
  for (const [position, outcome] of outcomes.entries()) {
    if ('error' in outcome)
      result.failed.push(failureOf(ready[position]!.planned.item.reference, outcome.error));
    else result.created++;
  }
}

/** One transaction: the items' listings (insertProperties) and the references of those written. */
async function writeBatch({
  db,
  partner,
  rateUsdGel,
  ready,
}: Omit<WriteOptions, 'result'> & {
  ready: { planned: Planned; images: ImageReference[] | undefined }[];
}): Promise<InsertOutcome[]> {
  return db.transaction(async (tx) => {
    const outcomes = await insertProperties({
      tx,
      actor: partner.actor,
      inputs: ready.map(({ planned, images }) => ({
        ...listingFields(planned.item),
        ...(images?.length ? { images } : {}),
      })),
      rateUsdGel,
    });
    const references = outcomes.flatMap((outcome, position) =>
      'id' in outcome
        ? [
            {
              organisationId: partner.organisationId,
              reference: ready[position]!.planned.item.reference,
              propertyId: outcome.id,
              contentHash: ready[position]!.planned.hash.whole,
            },
          ]
        : [],
    );
    if (references.length) await tx.insert(feedItems).values(references);
    return outcomes;
  });
}

/** A known item that changed, through the listing form's update (photos replaced only when their URLs changed). */
async function updateListing({
  db,
  storage,
  partner,
  rateUsdGel,
  result,
  planned,
}: WriteOptions & { storage: MediaStorage; planned: Planned }) {
  const { item, hash, known } = planned;
  try {
    const images = await planned.images;
    if ('error' in images) throw images.error;
    await updateProperty({
      db,
      storage,
      actor: partner.actor,
      id: known!.propertyId,
      // An empty list takes the photos off: the item no longer names any.
      input: { ...listingFields(item), ...(images.value ? { images: images.value } : {}) },
      rateUsdGel,
    });
    await db
      .update(feedItems)
      .set({ contentHash: hash.whole, importedAt: new Date() })
      .where(
        and(eq(feedItems.organisationId, partner.organisationId), eq(feedItems.reference, item.reference)),
      );
    result.updated++;
  } catch (error) {
    result.failed.push(failureOf(item.reference, error));
  }
}

function referenceOf(raw: unknown): string | null {
  if (raw && typeof raw === 'object' && 'reference' in raw) {
    const value = (raw as { reference: unknown }).reference;
    if (typeof value === 'string' || typeof value === 'number') return String(value).slice(0, 100);
  }
  return null;
}

function failureOf(reference: string, error: unknown): Failure {
  if (error instanceof FeedPhotoError)
    return { reference, field: `photos.${error.index}`, message: error.message };
  // A database refusal of a value (a number beyond a column's range) is the item's fault like any other.
  const clientError = clientErrorOf(error);
  if (clientError) {
    const error = clientError;
    if (typeof error.detail !== 'string') {
      const first = error.detail[0];
      const field = (first?.loc ?? []).filter((part) => part !== 'body').join('.');
      return { reference, field, message: error.detail.map((entry) => entry.msg).join('; ') };
    }
    const duplicateOf = error.extra.duplicate_of;
    return {
      reference,
      field: '',
      message: duplicateOf ? `${error.detail} (listing #${String(duplicateOf)})` : error.detail,
    };
  }
  throw error;
}
