/** Who posted a listing, as the api knows them: a user id and the user's role. */
export interface ListingPoster {
  id: number | string;
  role: string | null;
}

/**
 * What saving a listing does about one listing it was scored against:
 * - `refuse`: it repeats the poster's own listing (409, nothing saved);
 * - `group`: it is another poster's offer of the same property (the two share a group, one card);
 * - `apart`: two properties, or another unit of the same poster.
 */
export type MatchOutcome = 'refuse' | 'group' | 'apart';

/**
 * The api's decision for a listing being saved (by `poster`) and a scored match (posted by `matchPosterId`). A pair
 * score alone does not decide: the poster's own listings never form a group, and a developer's same-plan units with
 * the same renders are their stock, not repeats (only a unit's cadastral code or flat number refuses one of theirs).
 * `assign-property-group.ts` acts on it; the labelled set's evaluation judges it (docs/duplicates.md).
 */
export function matchOutcome(
  match: { isDuplicate: boolean; reasons: readonly { code: string }[] },
  poster: ListingPoster,
  matchPosterId: number | string,
): MatchOutcome {
  if (!match.isDuplicate) return 'apart';
  if (matchPosterId !== poster.id) return 'group';
  if (poster.role === 'developer' && !namesTheSameUnit(match.reasons)) return 'apart';
  return 'refuse';
}

/**
 * A developer lists many flats of one plan in one building, with the same renders and text: only a unit's own
 * cadastral code or flat number shows that two of their listings are one flat.
 */
function namesTheSameUnit(reasons: readonly { code: string }[]): boolean {
  return reasons.some(
    (reason) => reason.code === 'same_cadastral_code' || reason.code === 'same_flat_number',
  );
}
