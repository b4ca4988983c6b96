import { candidateKeys, MIN_SHARED_BANDS, sharedBands } from '../../src/modules/duplicates/candidate-keys';
import { photoHashBands } from '../../src/modules/media/photo-fingerprint';
import {
  chooseProperty,
  matchOutcome,
  type ListingPoster,
  type PropertyMatch,
} from '../../src/modules/duplicates/match-outcome';
import { comparePhotos } from '../../src/modules/media/photo-fingerprint';
import {
  DUPLICATE_THRESHOLD,
  isDuplicateAt,
  isRepost,
  prepareCandidate,
  scoreDuplicatePair,
  type DuplicatePairScore,
  type PreparedCandidate,
} from '../../src/modules/duplicates/score-pair';
import type { LabelledListing, LabelledSet, NegativeKind, Variation } from './labelled-set';

/**
 * Scores the candidate pairs of labelled sets and measures the rules against the truth: precision, recall and F1
 * at the threshold, what each variation of a re-post costs in recall, what each kind of lookalike costs in
 * precision, and how the photo fingerprints and the candidate keys do on their own.
 */

export interface CandidatePair {
  seed: number;
  a: LabelledListing;
  b: LabelledListing;
  duplicate: boolean;
  /** for a non-duplicate: what makes the two alike */
  kind: NegativeKind | null;
  /** for a duplicate: the variations of its two postings */
  variations: Variation[];
  /** shares a key of candidate-keys.ts, so an index lookup would find it */
  sharesKey: boolean;
}

export interface ScoredPair extends CandidatePair {
  result: DuplicatePairScore;
}

/**
 * Every pair an index could bring together: listings of one neighbourhood (a superset of what the keys find, so
 * precision is measured against every lookalike, not only those the keys let through) and any two sharing a
 * candidate key across neighbourhoods. A listing looks up its keys when posted, after every listing with a lower id.
 */
export function candidatePairs(set: LabelledSet): CandidatePair[] {
  const stored = set.listings.map((listing) => {
    const k = candidateKeys(listing);
    return new Set([
      ...(k.cadastralParcel ? [`c:${k.cadastralParcel}`] : []),
      ...(k.unitCadastralDigits ? [`u:${k.unitCadastralDigits}`] : []),
      ...(k.addressKey ? [`a:${k.addressKey}`] : []),
      ...(k.street ? [`s:${k.street}`] : []),
      ...(k.geoCell ? [`g:${k.geoCell}`] : []),
      ...k.photoHashBands.map((band) => `p:${band}`),
    ]);
  });
  const searched = set.listings.map((listing) => {
    const k = candidateKeys(listing);
    return [
      ...(k.cadastralParcel ? [`c:${k.cadastralParcel}`] : []),
      ...(k.unitCadastralDigits ? [`u:${k.unitCadastralDigits}`] : []),
      ...(k.addressKey ? [`a:${k.addressKey}`] : []),
      ...(k.street ? [k.hasHouse ? `a:${k.street}` : `s:${k.street}`] : []),
      ...k.geoCellsToSearch.map((cell) => `g:${cell}`),
      ...k.photoHashBandsToSearch.map((band) => `p:${band}`),
    ];
  });
  const sharesKey = (earlier: number, later: number) =>
    searched[later]!.some((key) => stored[earlier]!.has(key));
  const pairs: CandidatePair[] = [];
  const { listings } = set;
  for (let i = 0; i < listings.length; i++) {
    for (let j = i + 1; j < listings.length; j++) {
      const a = listings[i]!;
      const b = listings[j]!;
      const shared = sharesKey(i, j);
      if (a.neighbourhood !== b.neighbourhood && !shared) continue;
      const duplicate = a.propertyId === b.propertyId;
      pairs.push({
        seed: set.seed,
        a,
        b,
        duplicate,
        kind: duplicate ? null : set.buildingPairKind(a, b),
        variations: duplicate ? [...new Set([...a.variations, ...b.variations])] : [],
        sharesKey: shared,
      });
    }
  }
  return pairs;
}

/** Scores pairs with the production rules; each listing is prepared once (as a check against many would). */
export function scorePairs(pairs: CandidatePair[]): ScoredPair[] {
  const prepared = new Map<string, PreparedCandidate>();
  const get = (seed: number, listing: LabelledListing) => {
    const key = `${seed}:${listing.id}`;
    let found = prepared.get(key);
    if (!found) {
      found = prepareCandidate(listing);
      prepared.set(key, found);
    }
    return found;
  };
  return pairs.map((pair) => ({
    ...pair,
    result: scoreDuplicatePair(get(pair.seed, pair.a), get(pair.seed, pair.b)),
  }));
}

export interface Metrics {
  pairs: number;
  duplicates: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  precision: number;
  recall: number;
  f1: number;
}

const round = (x: number) => Math.round(x * 10_000) / 10_000;

/**
 * `duplicate`: what visitors see — the api shows the two as one property: saving the later listing put it in the
 * same property group as the earlier one (directly or through a third listing), or refused it as the poster's own
 * repeat (replayed by `apiGrouping` with the api's own decisions, match-outcome.ts);
 * `pair`: the decision on the pair alone when the later listing is saved (scoreDuplicatePair and matchOutcome), as
 * the first rounds measured it;
 * `review`: every anchored pair at the threshold, corroborated or not, as a moderators' queue would hold them.
 */
export type Policy = 'duplicate' | 'pair' | 'review';

const posterOf = (listing: LabelledListing): ListingPoster => ({
  id: listing.posterId,
  role: listing.posterRole,
  listingType: listing.listingType,
});

/** What saving the later listing of a pair does about the earlier one (the pair alone). */
function outcomeOf(pair: ScoredPair, threshold: number) {
  const [earlier, later] = pair.a.id < pair.b.id ? [pair.a, pair.b] : [pair.b, pair.a];
  const { reasons, corroboration, flatFactsAgree } = pair.result;
  const isDuplicate = isDuplicateAt(pair.result, isRepost(pair.a, pair.b), threshold);
  const match = { isDuplicate, reasons, corroboration, flatFactsAgree };
  return { earlier, later, outcome: matchOutcome(match, posterOf(later), posterOf(earlier)) };
}

/**
 * Replays the api on a labelled set: listings are saved in the order of their ids, each scored against the earlier
 * ones that share a candidate key with it (what the api's lookups can bring); a repeat of the poster's own listing
 * is refused (the poster is sent to that listing, so visitors see one), otherwise the listing joins the property
 * `chooseProperty` picks, as assign-property-group.ts does. Returns, for each listing, the property it is shown as.
 */
function apiGrouping(pairs: ScoredPair[], threshold = DUPLICATE_THRESHOLD): Map<string, number> {
  const key = (seed: number, listing: LabelledListing) => `${seed}:${listing.id}`;
  const earlierPairs = new Map<string, ScoredPair[]>();
  const listings = new Map<string, { seed: number; listing: LabelledListing }>();
  for (const pair of pairs) {
    const later = pair.a.id < pair.b.id ? pair.b : pair.a;
    const list = earlierPairs.get(key(pair.seed, later)) ?? [];
    if (pair.sharesKey) list.push(pair);
    earlierPairs.set(key(pair.seed, later), list);
    for (const listing of [pair.a, pair.b])
      listings.set(key(pair.seed, listing), { seed: pair.seed, listing });
  }
  const property = new Map<string, number>();
  const members = new Map<number, LabelledListing[]>();
  let groups = 0;
  const propertyOf = (seed: number, listing: LabelledListing) => property.get(key(seed, listing));
  const join = (seed: number, listing: LabelledListing, other: LabelledListing) => {
    let group = propertyOf(seed, other);
    if (group === undefined) {
      group = ++groups;
      property.set(key(seed, other), group);
      members.set(group, [other]);
    }
    property.set(key(seed, listing), group);
    members.get(group)!.push(listing);
  };
  const ordered = [...listings.values()].sort((x, y) => x.seed - y.seed || x.listing.id - y.listing.id);
  for (const { seed, listing } of ordered) {
    const decided = (earlierPairs.get(key(seed, listing)) ?? []).map((pair) => ({
      pair,
      ...outcomeOf(pair, threshold),
    }));
    const own = decided
      .filter((d) => d.outcome === 'refuse')
      .sort((x, y) => y.pair.result.score - x.pair.result.score)[0];
    if (own) {
      join(seed, listing, own.earlier);
      continue;
    }
    const matches = decided
      .filter((d) => d.outcome === 'group')
      .map((d): PropertyMatch & { earlier: LabelledListing } => {
        const group = propertyOf(seed, d.earlier);
        return {
          earlier: d.earlier,
          isDuplicate: true,
          reasons: d.pair.result.reasons,
          score: d.pair.result.score,
          corroboration: d.pair.result.corroboration,
          flatFactsAgree: d.pair.result.flatFactsAgree,
          property: group ?? `listing ${d.earlier.id}`,
          propertyPosters: (group === undefined ? [d.earlier] : members.get(group)!).map(posterOf),
        };
      });
    const chosen = chooseProperty(posterOf(listing), matches);
    if (chosen) join(seed, listing, chosen.earlier);
  }
  return property;
}

/** Whether a pair is called one property under a policy (`grouping`: apiGrouping's result at that threshold). */
export function says(
  pair: ScoredPair,
  threshold = DUPLICATE_THRESHOLD,
  policy: Policy = 'duplicate',
  grouping?: Map<string, number>,
): boolean {
  if (policy === 'review') return pair.result.anchored && pair.result.score >= threshold;
  if (policy === 'pair') return outcomeOf(pair, threshold).outcome !== 'apart';
  if (!grouping) throw new Error('says(duplicate) needs the api grouping');
  const a = grouping.get(`${pair.seed}:${pair.a.id}`);
  return a !== undefined && a === grouping.get(`${pair.seed}:${pair.b.id}`);
}

function metrics(
  pairs: ScoredPair[],
  threshold = DUPLICATE_THRESHOLD,
  policy: Policy = 'duplicate',
): Metrics {
  const grouping = policy === 'duplicate' ? apiGrouping(pairs, threshold) : undefined;
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  for (const pair of pairs) {
    const said = says(pair, threshold, policy, grouping);
    if (said && pair.duplicate) tp++;
    else if (said) fp++;
    else if (pair.duplicate) fn++;
    else tn++;
  }
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return {
    pairs: pairs.length,
    duplicates: tp + fn,
    tp,
    fp,
    fn,
    tn,
    precision: round(precision),
    recall: round(recall),
    f1: round(f1),
  };
}

export interface PhotoStatistics {
  copies: number;
  /** copies comparePhotos calls the same picture as their original */
  copiesRecognised: number;
  /** copies whose search bands meet one of the original's stored bands */
  copiesFoundByBands: number;
  /** pairs of different photos of the same kind (rooms drawn alike), and how many are called the same */
  otherPhotoPairs: number;
  otherPhotosCalledSame: number;
  /** other photos the api's band lookup would bring as candidates (the score then tells them apart) */
  otherPhotosMetByBands: number;
}

export interface EvaluationReport {
  threshold: number;
  seeds: number[];
  listings: number;
  properties: number;
  /** what visitors see: pairs the api shows as one property (apiGrouping) */
  duplicate: Metrics;
  /** the decisions on each pair alone, when the later listing is saved */
  pair: Metrics;
  /** every pair showing one building or shared photos at the threshold: what a moderators' queue would hold */
  review: Metrics;
  perSeed: { seed: number; duplicate: Metrics; review: Metrics }[];
  /** other thresholds, both policies (the threshold itself was fixed on the development seeds) */
  thresholdSweep: { threshold: number; policy: Policy; precision: number; recall: number; f1: number }[];
  /** per variation present in a duplicate pair: how many such pairs, how many missed */
  missedByVariation: Record<string, { pairs: number; missed: number; recall: number }>;
  /** per kind of non-duplicate: how many such pairs, how many wrongly called duplicates */
  falseByKind: Record<string, { pairs: number; wrong: number }>;
  /** why the missed duplicates were missed */
  missedBecause: {
    notAnchored: number;
    notCorroborated: number;
    contradicted: number;
    scoreBelowThreshold: number;
    /** a duplicate by the score that the api's poster rules keep apart (one poster's own units, a developer) */
    posterRules: number;
    /** a duplicate by the pair's own decision that the api put elsewhere or nowhere (another or no property fit) */
    notChosen: number;
  };
  /**
   * pairs shown as one property, by the strongest evidence that corroborated them ('through another listing': not
   * a duplicate by the pair's own decision, grouped through a third listing): right and wrong
   */
  saidByCorroboration: Record<string, { right: number; wrong: number }>;
  /** pairs the score calls duplicates that the api's poster rules keep apart: duplicates lost, false alarms saved */
  keptApartByPosterRules: { duplicates: number; others: number };
  /** share of duplicate pairs that share a candidate key (what index lookups can find at all) */
  candidateKeyRecall: number;
  /** the photo fingerprints alone, on every re-poster's copy and on other photos of the same kind */
  photos: PhotoStatistics;
  /** the reasons of a few errors, to read */
  errors: {
    seed: number;
    duplicate: boolean;
    kind: string | null;
    variations: string[];
    score: number;
    corroboration: string | null;
    posters: [string, string];
    addresses: [string | null, string | null];
    reasons: string[];
  }[];
}

export function evaluate(
  sets: LabelledSet[],
  scored: ScoredPair[],
  threshold = DUPLICATE_THRESHOLD,
): EvaluationReport {
  const grouping = apiGrouping(scored, threshold);
  const said = (pair: ScoredPair) => says(pair, threshold, 'duplicate', grouping);
  const missedByVariation: EvaluationReport['missedByVariation'] = {};
  const falseByKind: EvaluationReport['falseByKind'] = {};
  const missedBecause = {
    notAnchored: 0,
    notCorroborated: 0,
    contradicted: 0,
    scoreBelowThreshold: 0,
    posterRules: 0,
    notChosen: 0,
  };
  const saidByCorroboration: EvaluationReport['saidByCorroboration'] = {};
  const keptApartByPosterRules = { duplicates: 0, others: 0 };
  for (const pair of scored) {
    const pairSaid = says(pair, threshold, 'pair');
    if (said(pair)) {
      const by = pairSaid ? (pair.result.corroboration ?? 'none') : 'through another listing';
      const entry = (saidByCorroboration[by] ??= { right: 0, wrong: 0 });
      if (pair.duplicate) entry.right++;
      else entry.wrong++;
    } else if (pair.result.isDuplicate && !pairSaid) {
      if (pair.duplicate) keptApartByPosterRules.duplicates++;
      else keptApartByPosterRules.others++;
    }
    if (pair.duplicate) {
      const missed = !said(pair);
      for (const variation of pair.variations) {
        const entry = (missedByVariation[variation] ??= { pairs: 0, missed: 0, recall: 1 });
        entry.pairs++;
        if (missed) entry.missed++;
      }
      if (missed && !pair.result.anchored) missedBecause.notAnchored++;
      else if (missed && !pair.result.corroborated) missedBecause.notCorroborated++;
      else if (missed && pair.result.contradicted) missedBecause.contradicted++;
      else if (missed && !pair.result.isDuplicate) missedBecause.scoreBelowThreshold++;
      else if (missed && !pairSaid) missedBecause.posterRules++;
      else if (missed) missedBecause.notChosen++;
    } else {
      const entry = (falseByKind[pair.kind ?? 'other'] ??= { pairs: 0, wrong: 0 });
      entry.pairs++;
      if (said(pair)) entry.wrong++;
    }
  }
  for (const entry of Object.values(missedByVariation)) entry.recall = round(1 - entry.missed / entry.pairs);
  const thresholdSweep = (['duplicate', 'review'] as const).flatMap((policy) =>
    Array.from({ length: 19 }, (_, i) => {
      const t = round(0.05 + i * 0.05);
      const m = metrics(scored, t, policy);
      return { threshold: t, policy, precision: m.precision, recall: m.recall, f1: m.f1 };
    }),
  );
  const duplicates = scored.filter((pair) => pair.duplicate);
  const errors = scored
    .filter((pair) => said(pair) !== pair.duplicate)
    .sort((x, y) => Number(x.duplicate) - Number(y.duplicate))
    .slice(0, 60)
    .map((pair) => ({
      seed: pair.seed,
      duplicate: pair.duplicate,
      kind: pair.kind,
      variations: pair.variations,
      score: pair.result.score,
      corroboration: pair.result.corroboration,
      posters: [pair.a, pair.b].map((l) => `${l.posterRole} ${l.posterId}`) as [string, string],
      addresses: [pair.a.address, pair.b.address] as [string | null, string | null],
      reasons: pair.result.reasons.map((r) => `${r.code} ${r.points > 0 ? '+' : ''}${r.points}: ${r.detail}`),
    }));
  return {
    threshold,
    seeds: sets.map((set) => set.seed),
    listings: sets.reduce((sum, set) => sum + set.listings.length, 0),
    properties: sets.reduce((sum, set) => sum + new Set(set.listings.map((l) => l.propertyId)).size, 0),
    duplicate: metrics(scored, threshold),
    pair: metrics(scored, threshold, 'pair'),
    review: metrics(scored, threshold, 'review'),
    perSeed: sets.map((set) => {
      const own = scored.filter((pair) => pair.seed === set.seed);
      return {
        seed: set.seed,
        duplicate: metrics(own, threshold),
        review: metrics(own, threshold, 'review'),
      };
    }),
    thresholdSweep,
    missedByVariation,
    falseByKind,
    missedBecause,
    saidByCorroboration,
    keptApartByPosterRules,
    candidateKeyRecall: round(
      duplicates.filter((pair) => pair.sharesKey).length / Math.max(1, duplicates.length),
    ),
    photos: sumPhotoStatistics(sets.map(photoStatistics)),
    errors,
  };
}

function sumPhotoStatistics(all: PhotoStatistics[]): PhotoStatistics {
  const sum = (key: keyof PhotoStatistics) => all.reduce((total, s) => total + s[key], 0);
  return {
    copies: sum('copies'),
    copiesRecognised: sum('copiesRecognised'),
    copiesFoundByBands: sum('copiesFoundByBands'),
    otherPhotoPairs: sum('otherPhotoPairs'),
    otherPhotosCalledSame: sum('otherPhotosCalledSame'),
    otherPhotosMetByBands: sum('otherPhotosMetByBands'),
  };
}

function photoStatistics(set: LabelledSet): PhotoStatistics {
  const { photos } = set;
  let copies = 0;
  let copiesRecognised = 0;
  let copiesFoundByBands = 0;
  for (const photo of photos) {
    if (photo.copyOf === null) continue;
    const original = photos[photo.copyOf]!;
    copies++;
    if (comparePhotos(original.fingerprint, photo.fingerprint).same) copiesRecognised++;
    // The api's lookup (find-duplicates.ts): every band of the new photo, at least MIN_SHARED_BANDS in common.
    const lookedUp = new Set(photoHashBands(photo.fingerprint));
    if (sharedBands(lookedUp, photoHashBands(original.fingerprint)) >= MIN_SHARED_BANDS) copiesFoundByBands++;
  }
  // Originals of one kind against each other (at most 400 of each kind keeps the count of pairs modest).
  const byKind = new Map<string, string[]>();
  for (const photo of photos) {
    if (photo.copyOf !== null) continue;
    const list = byKind.get(photo.kind) ?? [];
    if (list.length < 400) list.push(photo.fingerprint);
    byKind.set(photo.kind, list);
  }
  let otherPhotoPairs = 0;
  let otherPhotosCalledSame = 0;
  let otherPhotosMetByBands = 0;
  for (const list of byKind.values()) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        otherPhotoPairs++;
        if (comparePhotos(list[i]!, list[j]!).same) otherPhotosCalledSame++;
        if (sharedBands(new Set(photoHashBands(list[i]!)), photoHashBands(list[j]!)) >= MIN_SHARED_BANDS) {
          otherPhotosMetByBands++;
        }
      }
    }
  }
  return {
    copies,
    copiesRecognised,
    copiesFoundByBands,
    otherPhotoPairs,
    otherPhotosCalledSame,
    otherPhotosMetByBands,
  };
}
