import type { DuplicateReview } from '@tbilisi/contracts';

type Pair = DuplicateReview['near_duplicates'][number];

export interface PairEntry {
  /** the most alike pair: the listings and evidence shown */
  best: Pair;
  /** every pair the entry stands for; a decision is sent for each */
  pairs: Pair[];
  /** listings of the same property groups compared in the other pairs, beside the two shown */
  alsoCompared: number[];
}

/**
 * One entry per pair of properties: a newcomer compared with each listing of a group is one question for a
 * moderator (is it that property?), not one per listing. Pairs come best first and keep that order.
 */
export function collapsePairs(review: Pick<DuplicateReview, 'groups' | 'near_duplicates'>): PairEntry[] {
  const groupOf = new Map<number, string>();
  for (const group of review.groups)
    for (const listing of group.listings) groupOf.set(listing.id, `group-${group.id}`);
  const side = (id: number) => groupOf.get(id) ?? `listing-${id}`;
  const entries = new Map<string, PairEntry>();
  for (const pair of review.near_duplicates) {
    const key = [side(pair.property_id), side(pair.other_id)].sort().join('|');
    const entry = entries.get(key);
    if (!entry) {
      entries.set(key, { best: pair, pairs: [pair], alsoCompared: [] });
      continue;
    }
    entry.pairs.push(pair);
    for (const id of [pair.property_id, pair.other_id])
      if (id !== entry.best.property_id && id !== entry.best.other_id && !entry.alsoCompared.includes(id))
        entry.alsoCompared.push(id);
  }
  return [...entries.values()];
}
