import { serverApi } from '@/lib/api/server';
import type { DuplicateReview, Property } from '@tbilisi/contracts';

/** Listings described in full on the page; the review holds up to 50 groups, 50 pairs and 50 reports. */
const DETAILS_LIMIT = 150;
const PARALLEL_REQUESTS = 8;

export interface LoadedReview {
  review: DuplicateReview;
  /** each listing the review names, when it still exists: title in the reader's language, photo, prices */
  listings: Map<number, Property>;
}

/** The listings a review names, pairs and reports first, each once. */
export function reviewListingIds(review: DuplicateReview): number[] {
  const ids = [
    ...review.near_duplicates.flatMap((pair) => [pair.property_id, pair.other_id]),
    ...review.reports.map((report) => report.property_id),
    ...review.groups.flatMap((group) => group.listings.map((listing) => listing.id)),
  ];
  return [...new Set(ids)].slice(0, DETAILS_LIMIT);
}

/**
 * GET /api/moderation/duplicates, with each named listing's details (the review carries ids, or a group member's
 * Georgian title only). A listing deleted since is simply missing from `listings`.
 */
export async function loadDuplicateReview(): Promise<LoadedReview> {
  const api = await serverApi();
  const review = await api.duplicateReview();
  const queue = reviewListingIds(review);
  const listings = new Map<number, Property>();
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const property = await api.getProperty(id).catch(() => null);
      if (property) listings.set(id, property);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_REQUESTS }, worker));
  return { review, listings };
}
