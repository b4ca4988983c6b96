import { describe, expect, it } from 'vitest';
import { collapsePairs } from './collapse-pairs';

const pair = (property_id: number, other_id: number, score: number) => ({
  property_id,
  other_id,
  score,
  reasons: [],
});
const group = (id: number, ids: number[]) => ({
  id,
  confirmed_at: null,
  listings: ids.map((listingId) => ({
    id: listingId,
    title: '',
    address: '',
    status: 'active',
    rent_amount: 0,
    is_group_lead: false,
    owner_id: 1,
    poster_role: 'owner',
  })),
});

describe('pairs to review', () => {
  it('are one question when a newcomer is compared with each listing of a group', () => {
    const entries = collapsePairs({
      groups: [group(1, [301, 302, 304])],
      near_duplicates: [pair(304, 333, 0.5), pair(301, 333, 0.38), pair(302, 333, 0.38)],
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]!.best).toMatchObject({ property_id: 304, other_id: 333 });
    expect(entries[0]!.pairs).toHaveLength(3);
    expect(entries[0]!.alsoCompared).toEqual([301, 302]);
  });

  it('stay apart for different properties, best first', () => {
    const entries = collapsePairs({
      groups: [],
      near_duplicates: [pair(1, 2, 0.45), pair(3, 4, 0.3), pair(2, 1, 0.2)],
    });
    expect(entries.map((entry) => [entry.best.property_id, entry.best.other_id, entry.pairs.length])).toEqual(
      [
        [1, 2, 2],
        [3, 4, 1],
      ],
    );
  });
});
