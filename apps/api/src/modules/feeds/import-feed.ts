import { createHash } from 'node:crypto';
import { feedItemSchema, type FEED_MODES, type FeedItem, type FeedResult } from '@tbilisi/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedItems, properties } from '../../db/schema';
import { clientErrorOf } from '../../lib/client-errors';
import type { MediaStorage } from '../../lib/storage';
import { createProperty } from '../properties/create-property';
import { updateProperty } from '../properties/update-property';
import type { Partner } from './authenticate-partner';
import { fetchFeedPhotos, FeedPhotoError } from './fetch-feed-photos';

/** Items imported at once: photo fetching and processing overlap with other items' database writes. */
const CONCURRENCY = 4;

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

  const importOne = async (item: FeedItem) => {
    try {
      const outcome = await upsertItem({
        db,
        storage,
        partner,
        item,
        known: known.get(item.reference),
        rateUsdGel,
        allowLoopbackPhotos,
      });
      result[outcome]++;
    } catch (error) {
      result.failed.push(failureOf(item.reference, error));
    }
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, valid.length) }, async () => {
      while (next < valid.length) await importOne(valid[next++]!);
    }),
  );

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

interface UpsertItemOptions {
  db: Db;
  storage: MediaStorage;
  partner: Partner;
  item: FeedItem;
  known: Known | undefined;
  rateUsdGel: number;
  allowLoopbackPhotos: boolean;
}

async function upsertItem({
  db,
  storage,
  partner,
  item,
  known,
  rateUsdGel,
  allowLoopbackPhotos,
}: UpsertItemOptions): Promise<'created' | 'updated' | 'unchanged'> {
  const hash = hashItem(item);
  const { reference, photos = [], ...fields } = item;
  const wantsActive = (fields.status ?? 'active') === 'active';
  if (known && known.contentHash === hash.whole && (known.status === 'active') === wantsActive)
    return 'unchanged';

  const photosChanged = !known || known.contentHash.split(':')[1] !== hash.photos;
  const images = photosChanged
    ? await fetchFeedPhotos({
        db,
        storage,
        actor: partner.actor,
        urls: photos,
        allowLoopback: allowLoopbackPhotos,
      })
    : undefined;

  if (!known) {
    // The listing and its reference together: a listing without its reference would be posted again next time.
    await db.transaction(async (tx) => {
      const created = await createProperty({
        db: tx,
        actor: partner.actor,
        input: { ...fields, status: fields.status ?? 'active', ...(images?.length ? { images } : {}) },
        rateUsdGel,
      });
      await tx.insert(feedItems).values({
        organisationId: partner.organisationId,
        reference,
        propertyId: created.id,
        contentHash: hash.whole,
      });
    });
    return 'created';
  }
  await updateProperty({
    db,
    storage,
    actor: partner.actor,
    id: known.propertyId,
    input: { ...fields, status: fields.status ?? 'active', ...(images ? { images } : {}) },
    rateUsdGel,
  });
  await db
    .update(feedItems)
    .set({ contentHash: hash.whole, importedAt: new Date() })
    .where(and(eq(feedItems.organisationId, partner.organisationId), eq(feedItems.reference, reference)));
  return 'updated';
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
