/**
 * Scores what visitors see against the world's ground truth: two listings are shown as one property when one is
 * among the other's offers. Pairwise precision and recall, recall per kind of duplicate, false groupings per kind of
 * look-alike, refusals of the "you already list this property" answer, and the search cards per property.
 */
import { labelPairs, negativeKindsOf, pairKey, visibleListings } from './labels';
import type { World, WorldListing } from './world';

export interface Observed {
  /** World listing key → the api's id, for listings the api accepted. */
  ids: Map<string, number>;
  /** The api's id → the ids its page lists as offers of the same property. */
  offers: Map<number, number[]>;
  /** Listing ids on the search result cards (every page of an unfiltered search). */
  searchCards: number[];
  /** Listings the api refused as a repeat of the poster's own listing: world key → the id it named. */
  refused: Map<string, number | null>;
  /** Listings that failed otherwise: world key → status and message. */
  failed: Map<string, string>;
}

export interface KindRow {
  kind: string;
  pairs: number;
  grouped: number;
  rate: number;
}

export interface ErrorPair {
  error: 'missed' | 'false_grouping';
  kinds: string[];
  a: ListingSummary;
  b: ListingSummary;
}

interface ListingSummary {
  key: string;
  id: number;
  flat: string;
  poster: string;
  role: string;
  deal: string;
  address: unknown;
  title: unknown;
  area: unknown;
  rooms: unknown;
  floor: unknown;
  total_floors: unknown;
  price: unknown;
  currency: unknown;
  cadastral_code: unknown;
  photos: string[];
  text_source: string;
  photo_source: string;
}

export interface Score {
  listings: { posted: number; accepted: number; visible: number; refused: number; failed: number };
  /** Listings the api did not accept for another reason than a 409 (with the answer), or could not read. */
  failures: { key: string; role: string; reason: string }[];
  pairs: {
    truth: number;
    predicted: number;
    truePositives: number;
    falsePositives: number;
    falseNegatives: number;
  };
  precision: number;
  recall: number;
  f1: number;
  /** Offers that are not mutual (A lists B, B does not list A). */
  oneSidedOffers: number;
  recallByKind: KindRow[];
  falseGroupingsByKind: KindRow[];
  refusals: {
    expected: number;
    expectedRefused: number;
    unexpected: { key: string; namedKey: string | null; reason: string }[];
  };
  search: {
    cards: number;
    idealCards: number;
    flatsWithSeveralCards: number;
    extraCards: number;
    flatsWithoutCard: number;
  };
  errors: ErrorPair[];
}

function summary(world: World, listing: WorldListing, id: number): ListingSummary {
  return {
    key: listing.key,
    id,
    flat: listing.flatId,
    poster: listing.posterKey,
    role: listing.traits.role,
    deal: listing.traits.deal,
    address: listing.body.address,
    title: listing.body.title,
    area: listing.body.square_feet,
    rooms: listing.body.rooms,
    floor: listing.body.floor,
    total_floors: listing.body.total_floors,
    price: listing.body.rent_amount,
    currency: listing.body.currency,
    cadastral_code: listing.body.cadastral_code ?? listing.optional.unitCadastralCode ?? null,
    photos: listing.traits.shotIds,
    text_source: listing.traits.textSource,
    photo_source: listing.traits.photoSource,
  };
  void world;
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);

export function scoreWorld(world: World, observed: Observed): Score {
  const byKey = new Map(world.listings.map((l) => [l.key, l]));
  const visible = visibleListings(world).filter((l) => observed.ids.has(l.key));
  const keyOfId = new Map([...observed.ids].map(([key, id]) => [id, key]));
  const visibleKeys = new Set(visible.map((l) => l.key));

  // What visitors see: B among A's offers, or A among B's.
  const predicted = new Set<string>();
  let oneSided = 0;
  for (const l of visible) {
    const id = observed.ids.get(l.key)!;
    for (const other of observed.offers.get(id) ?? []) {
      const otherKey = keyOfId.get(other);
      if (!otherKey || !visibleKeys.has(otherKey) || otherKey === l.key) continue;
      predicted.add(pairKey(l.key, otherKey));
      if (!(observed.offers.get(other) ?? []).includes(id)) oneSided++;
    }
  }

  const labelled = labelPairs(world).filter((p) => visibleKeys.has(p.a) && visibleKeys.has(p.b));
  const truth = labelled.filter((p) => p.same);
  const truthKeys = new Set(truth.map((p) => pairKey(p.a, p.b)));
  const tp = truth.filter((p) => predicted.has(pairKey(p.a, p.b))).length;
  const fp = [...predicted].filter((k) => !truthKeys.has(k)).length;
  const fn = truth.length - tp;
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, truth.length);

  const table = (rows: Map<string, { pairs: number; grouped: number }>): KindRow[] =>
    [...rows]
      .map(([kind, r]) => ({ kind, pairs: r.pairs, grouped: r.grouped, rate: ratio(r.grouped, r.pairs) }))
      .sort((x, y) => y.pairs - x.pairs);
  const positives = new Map<string, { pairs: number; grouped: number }>();
  for (const p of truth) {
    const found = predicted.has(pairKey(p.a, p.b));
    for (const kind of ['all', ...p.kinds]) {
      const row = positives.get(kind) ?? { pairs: 0, grouped: 0 };
      row.pairs++;
      if (found) row.grouped++;
      positives.set(kind, row);
    }
  }
  // False groupings: the labelled hard negatives give each kind its denominator; any other grouped pair is 'other'.
  const negatives = new Map<string, { pairs: number; grouped: number }>();
  for (const p of labelled.filter((x) => !x.same)) {
    for (const kind of p.kinds) {
      const row = negatives.get(kind) ?? { pairs: 0, grouped: 0 };
      row.pairs++;
      negatives.set(kind, row);
    }
  }
  const n = visible.length;
  negatives.set('all', { pairs: (n * (n - 1)) / 2 - truth.length, grouped: 0 });
  const errors: ErrorPair[] = [];
  const summarise = (key: string) => summary(world, byKey.get(key)!, observed.ids.get(key)!);
  for (const key of predicted) {
    if (truthKeys.has(key)) continue;
    const [a, b] = key.split('|') as [string, string];
    const kinds = negativeKindsOf(world, byKey.get(a)!, byKey.get(b)!);
    for (const kind of ['all', ...kinds]) {
      const row = negatives.get(kind) ?? { pairs: 0, grouped: 0 };
      row.grouped++;
      if (kind === 'other') row.pairs = Math.max(row.pairs, row.grouped);
      negatives.set(kind, row);
    }
    errors.push({ error: 'false_grouping', kinds, a: summarise(a), b: summarise(b) });
  }
  for (const p of truth) {
    if (!predicted.has(pairKey(p.a, p.b)))
      errors.push({ error: 'missed', kinds: p.kinds, a: summarise(p.a), b: summarise(p.b) });
  }

  // Refusals: a poster's second post of a flat they list (a re-posting script) should be refused; nothing else.
  const expected = world.listings.filter((l) => l.traits.repeatOf);
  const unexpected: Score['refusals']['unexpected'] = [];
  for (const [key, namedId] of observed.refused) {
    const listing = byKey.get(key)!;
    if (listing.traits.repeatOf) continue;
    const namedKey = namedId === null ? null : (keyOfId.get(namedId) ?? null);
    const named = namedKey ? byKey.get(namedKey) : undefined;
    const reason = !named
      ? 'named no known listing'
      : named.flatId !== listing.flatId
        ? 'another flat of the same poster'
        : named.traits.deal !== listing.traits.deal
          ? 'the same flat for another deal'
          : 'the same flat and deal';
    unexpected.push({ key, namedKey, reason });
  }

  // Search: each visible flat should have exactly one card.
  const cardsPerFlat = new Map<string, number>();
  for (const id of observed.searchCards) {
    const key = keyOfId.get(id);
    if (!key) continue;
    const flat = byKey.get(key)!.flatId;
    cardsPerFlat.set(flat, (cardsPerFlat.get(flat) ?? 0) + 1);
  }
  const visibleFlats = new Set(visible.map((l) => l.flatId));
  const several = [...cardsPerFlat.values()].filter((c) => c > 1);

  return {
    listings: {
      posted: world.listings.length,
      accepted: observed.ids.size,
      visible: visible.length,
      refused: observed.refused.size,
      failed: observed.failed.size,
    },
    failures: [...observed.failed].map(([key, reason]) => ({
      key,
      role: byKey.get(key)!.traits.role,
      reason,
    })),
    pairs: {
      truth: truth.length,
      predicted: predicted.size,
      truePositives: tp,
      falsePositives: fp,
      falseNegatives: fn,
    },
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    oneSidedOffers: oneSided,
    recallByKind: table(positives),
    falseGroupingsByKind: table(negatives),
    refusals: {
      expected: expected.length,
      expectedRefused: expected.filter((l) => observed.refused.has(l.key)).length,
      unexpected,
    },
    search: {
      cards: observed.searchCards.length,
      idealCards: visibleFlats.size,
      flatsWithSeveralCards: several.length,
      extraCards: several.reduce((s, c) => s + c - 1, 0),
      flatsWithoutCard: [...visibleFlats].filter((f) => !cardsPerFlat.has(f)).length,
    },
    errors,
  };
}
