import { candidateKeys, MIN_SHARED_BANDS, photoHashBands, sharedBands } from '../candidate-keys';
import { matchOutcome } from '../match-outcome';
import { comparePhotos } from '../perceptual-hash';
import {
  DUPLICATE_THRESHOLD,
  prepareCandidate,
  scoreDuplicatePair,
  type DuplicatePairScore,
  type PreparedCandidate,
} from '../score-pair';
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
      ...(k.addressKey ? [`a:${k.addressKey}`] : []),
      ...(k.geoCell ? [`g:${k.geoCell}`] : []),
      ...k.photoHashBands.map((band) => `p:${band}`),
    ]);
  });
  const searched = set.listings.map((listing) => {
    const k = candidateKeys(listing);
    return [
      ...(k.cadastralParcel ? [`c:${k.cadastralParcel}`] : []),
      ...(k.addressKey ? [`a:${k.addressKey}`] : []),
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
 * `duplicate`: what the api does with the pair at this threshold: scoreDuplicatePair calls it a duplicate (anchored,
 * corroborated, not contradicted, score) and the api's poster rules (match-outcome.ts) refuse the later listing or
 * group the two — not when one poster's listings are other units of theirs, or a developer's stock;
 * `review`: every anchored pair at the threshold, corroborated or not, as a moderators' queue would hold them.
 */
export type Policy = 'duplicate' | 'review';

export function says(
  pair: ScoredPair,
  threshold = DUPLICATE_THRESHOLD,
  policy: Policy = 'duplicate',
): boolean {
  const { anchored, corroborated, contradicted, score } = pair.result;
  if (!anchored || score < threshold) return false;
  if (policy === 'review') return true;
  return corroborated && !contradicted && keptByPosterRules(pair);
}

/** The api's decision for a pair it scores a duplicate: the later listing is the one being saved. */
function keptByPosterRules(pair: ScoredPair): boolean {
  const [earlier, later] = pair.a.id < pair.b.id ? [pair.a, pair.b] : [pair.b, pair.a];
  const outcome = matchOutcome(
    { isDuplicate: true, reasons: pair.result.reasons },
    { id: later.posterId, role: later.posterRole },
    earlier.posterId,
  );
  return outcome !== 'apart';
}

export function metrics(
  pairs: ScoredPair[],
  threshold = DUPLICATE_THRESHOLD,
  policy: Policy = 'duplicate',
): Metrics {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  for (const pair of pairs) {
    const said = says(pair, threshold, policy);
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
  /** what scoreDuplicatePair calls duplicates */
  duplicate: Metrics;
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
  };
  /** pairs called duplicates, by the strongest evidence that corroborated them: right and wrong */
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
  const said = (pair: ScoredPair) => says(pair, threshold);
  const missedByVariation: EvaluationReport['missedByVariation'] = {};
  const falseByKind: EvaluationReport['falseByKind'] = {};
  const missedBecause = {
    notAnchored: 0,
    notCorroborated: 0,
    contradicted: 0,
    scoreBelowThreshold: 0,
    posterRules: 0,
  };
  const saidByCorroboration: EvaluationReport['saidByCorroboration'] = {};
  const keptApartByPosterRules = { duplicates: 0, others: 0 };
  for (const pair of scored) {
    if (said(pair)) {
      const entry = (saidByCorroboration[pair.result.corroboration ?? 'none'] ??= { right: 0, wrong: 0 });
      if (pair.duplicate) entry.right++;
      else entry.wrong++;
    } else if (pair.result.isDuplicate && pair.result.score >= threshold) {
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
      else if (missed && pair.result.score < threshold) missedBecause.scoreBelowThreshold++;
      else if (missed) missedBecause.posterRules++;
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
