import { FACTS_ONLY, type Corroboration } from './score-pair';

/** Who posted a listing, as the api knows them: a user id and the user's role, and the listing's deal. */
export interface ListingPoster {
  id: number | string;
  role: string | null;
  /** the deal of the listing they posted (sale, rent, ...); left out, one deal */
  listingType?: string | null;
}

/**
 * What saving a listing does about one listing it was scored against:
 * - `refuse`: it repeats the poster's own listing (409, nothing saved);
 * - `group`: it is another offer of the same property (the two share a group, one card a deal): another poster's,
 *   or the poster's own offer of another deal (a flat for sale and for rent);
 * - `apart`: two properties, or another unit of the same poster.
 */
export type MatchOutcome = 'refuse' | 'group' | 'apart';

type ScoredMatch = {
  isDuplicate: boolean;
  reasons: readonly { code: string }[];
  corroboration: Corroboration | null;
  flatFactsAgree?: boolean;
};

/**
 * The api's decision for a listing being saved (by `poster`) and a scored match (posted by `matchPoster`). A pair
 * score alone does not decide: the poster's own listings never form a group, a developer's same-plan units with
 * the same renders are their stock, not repeats, and two owners (private or developers) rarely post one flat while
 * flats of one plan share renders, facades and template texts: only evidence that names the flat (`namesTheFlat`)
 * groups two of their listings. `assign-property-group.ts` acts on it; the labelled set's evaluation judges it
 * (docs/duplicates.md).
 */
export function matchOutcome(
  match: ScoredMatch,
  poster: ListingPoster,
  matchPoster: ListingPoster,
): MatchOutcome {
  if (!match.isDuplicate) return 'apart';
  // A sale and a rental of one flat, named by its unit, photos or text, are two offers of it, whoever posts them;
  // a developer's renders are every unit's of a plan, so only the unit names a developer's flat.
  const otherDeal = match.reasons.some((reason) => reason.code === 'different_deal_type');
  if (otherDeal && matchPoster.id === poster.id)
    return poster.role !== 'developer' || namesTheSameUnit(match.reasons) ? 'group' : 'apart';
  if (matchPoster.id !== poster.id) {
    const namesIt = namesTheFlat(match, isPrivate(poster) && isPrivate(matchPoster));
    return isAgent(poster) || isAgent(matchPoster) || namesIt ? 'group' : 'apart';
  }
  if (poster.role === 'developer' && !namesTheSameUnit(match.reasons)) return 'apart';
  // Facts as another poster would vary them say nothing of one poster's own listings: an agent types their own
  // listing's facts the same each time, so two that differ are two flats.
  if (match.corroboration === 'repost_facts') return 'apart';
  return 'refuse';
}

/** A listing the api may group the new one with: another poster's duplicate, in the property it belongs to now. */
export interface PropertyMatch extends ScoredMatch {
  score: number;
  /** the matched listing's property: its group, or the listing itself when it is alone */
  property: number | string;
  /** who posted the listings of that property (the matched one included) */
  propertyPosters: readonly ListingPoster[];
}

/**
 * Which property a listing being saved joins, of the matches `matchOutcome` groups, or null for none:
 * - a property that already holds a private owner's or developer's listing is not joined by another listing of
 *   such a poster without evidence that names the flat: a property has one owner, an owner's or developer's own
 *   other listing is another unit (a repeat would have been refused), and an agent's listing in it may have bridged
 *   two flats; only that poster's own offer of another deal (its rental beside its sale) joins it;
 * - the best match backed by something of the flat itself (unit code, flat number, photos, text) decides;
 * - matches on the flat's facts alone decide only when they point to one property: an agent's listing that fits
 *   two listed flats of one plan is either's, and waits for a moderator (the review queue keeps the pairs).
 */
export function chooseProperty<M extends PropertyMatch>(
  poster: ListingPoster,
  matches: readonly M[],
): M | null {
  const joinable = matches.filter(
    (match) =>
      isAgent(poster) ||
      namesTheFlat(match, isPrivate(poster) && match.propertyPosters.every((other) => !isDeveloper(other))) ||
      match.propertyPosters.every((other) => isAgent(other) || ownOtherDeal(poster, other)),
  );
  const best = (list: M[]) =>
    list.reduce<M | null>((top, m) => (!top || m.score > top.score ? m : top), null);
  const backed = joinable.filter((match) => !FACTS_ONLY.has(match.corroboration));
  if (backed.length > 0) return best(backed);
  const byFacts = joinable.filter((match) => FACTS_ONLY.has(match.corroboration));
  return new Set(byFacts.map((match) => match.property)).size === 1 ? best(byFacts) : null;
}

const isAgent = (poster: ListingPoster) => poster.role === 'agent';
/** One poster's listing of another deal than the one being saved: their sale beside their rental. */
const ownOtherDeal = (poster: ListingPoster, other: ListingPoster) =>
  other.id === poster.id &&
  Boolean(other.listingType && poster.listingType) &&
  other.listingType !== poster.listingType;
const isDeveloper = (poster: ListingPoster) => poster.role === 'developer';
/** A private person: an owner or a tenant, not an agency or a developer. */
const isPrivate = (poster: ListingPoster) => !isAgent(poster) && !isDeveloper(poster);

/**
 * Evidence that names the flat itself: a unit's cadastral code or flat number; between private posters also the
 * same pictures of it (most photos) with its facts or its text — one flat posted again from a second account. A
 * developer's renders and texts are the same for every flat of a plan, so for them only the unit counts.
 */
function namesTheFlat(match: ScoredMatch, privatePosters: boolean): boolean {
  if (namesTheSameUnit(match.reasons)) return true;
  const sameText = match.reasons.some((reason) => reason.code === 'same_description');
  return privatePosters && match.corroboration === 'photos' && (Boolean(match.flatFactsAgree) || sameText);
}

/** A unit's own cadastral code or flat number: the only evidence that two of a developer's listings are one flat. */
function namesTheSameUnit(reasons: readonly { code: string }[]): boolean {
  return reasons.some(
    (reason) => reason.code === 'same_cadastral_code' || reason.code === 'same_flat_number',
  );
}
