/**
 * Ground truth as pairs: two listings are the same property when they offer the same flat. Each pair gets the kinds
 * that describe it (what makes it hard), derived from what the two posters did; a listing pair may have several.
 */
import type { World, WorldFlat, WorldListing } from './world';

export type PositiveKind =
  | 'owner_and_agent'
  | 'agent_and_agent'
  | 'owner_two_accounts'
  | 'same_poster_other_deal'
  | 'same_account_repeat'
  | 'developer_and_agent'
  | 'repost_after_delete'
  | 'photo_subset'
  | 'photos_edited'
  | 'other_angle'
  | 'no_photo_in_common'
  | 'other_script_address'
  | 'other_romanisation'
  | 'corner_address'
  | 'neighbourhood_or_landmark_only'
  | 'house_number_missing_or_wrong'
  | 'sale_and_rent'
  | 'rent'
  | 'no_cadastral_code'
  | 'other_language_text'
  | 'template_text'
  | 'area_changed'
  | 'rooms_counted_differently'
  | 'floor_missing_or_total_off'
  | 'price_in_other_currency'
  | 'price_differs_over_5pct'
  | 'no_pin_or_far';

export type NegativeKind =
  | 'developer_units'
  | 'developer_units_same_plan'
  | 'same_building_neighbours'
  | 'same_building'
  | 'same_agent'
  | 'same_neighbourhood_lookalike'
  | 'other';

export interface LabelledPair {
  a: string;
  b: string;
  same: boolean;
  kinds: string[];
}

/** Only listings that stay active are visible to visitors: deleted ones, and expected refusals, are left out. */
export function visibleListings(world: World): WorldListing[] {
  return world.listings.filter((l) => l.deleteOnDay === undefined);
}

export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

function positiveKinds(a: WorldListing, b: WorldListing, world: World): string[] {
  const kinds = new Set<string>();
  const ta = a.traits;
  const tb = b.traits;
  const roles = [ta.role, tb.role].sort().join('+');
  if (ta.repeatOf || tb.repeatOf) kinds.add('same_account_repeat');
  else if (a.posterKey === b.posterKey) kinds.add('same_poster_other_deal');
  else if (roles === 'agent+owner') kinds.add('owner_and_agent');
  else if (roles === 'agent+agent') kinds.add('agent_and_agent');
  else if (roles === 'owner+owner') kinds.add('owner_two_accounts');
  else if (roles === 'agent+developer') kinds.add('developer_and_agent');
  if (ta.repostOf || tb.repostOf) kinds.add('repost_after_delete');

  const shotsA = new Set(ta.shotIds);
  const shared = tb.shotIds.filter((s) => shotsA.has(s));
  if (ta.shotIds.length > 0 && tb.shotIds.length > 0) {
    if (shared.length > 0) {
      kinds.add('photo_subset');
      if (ta.photosEdited || tb.photosEdited) kinds.add('photos_edited');
    } else {
      kinds.add('no_photo_in_common');
      const roomsA = new Set(ta.shotIds.map((s) => s.split('/').slice(0, 2).join('/')));
      if (tb.shotIds.some((s) => roomsA.has(s.split('/').slice(0, 2).join('/')))) kinds.add('other_angle');
    }
  } else kinds.add('no_photo_in_common');

  const vague = (l: WorldListing) =>
    l.traits.addressForm === 'neighbourhood' || l.traits.addressForm === 'landmark';
  if (vague(a) || vague(b)) kinds.add('neighbourhood_or_landmark_only');
  else {
    if (ta.script !== tb.script) kinds.add('other_script_address');
    else if (ta.script === 'en' && ta.spelling !== tb.spelling) kinds.add('other_romanisation');
    if (ta.streetUsed !== tb.streetUsed) kinds.add('corner_address');
    const numberOff = (l: WorldListing) =>
      l.traits.addressForm === 'no_number' || l.traits.addressForm === 'wrong_number';
    if (numberOff(a) || numberOff(b)) kinds.add('house_number_missing_or_wrong');
  }
  if (ta.deal !== tb.deal) kinds.add('sale_and_rent');
  else if (ta.deal === 'rent' || ta.deal === 'daily_rent') kinds.add('rent');
  const code = (l: WorldListing) =>
    (l.body.cadastral_code as string | null) ?? l.optional.unitCadastralCode ?? null;
  if (code(a) === null || code(b) === null) kinds.add('no_cadastral_code');
  if (ta.language !== tb.language) kinds.add('other_language_text');
  if (ta.textSource === 'template' || tb.textSource === 'template') kinds.add('template_text');
  if (ta.areaWritten !== tb.areaWritten) kinds.add('area_changed');
  if (ta.roomsWritten !== tb.roomsWritten || ta.bedroomsWritten !== tb.bedroomsWritten)
    kinds.add('rooms_counted_differently');
  if (!ta.floorGiven || !tb.floorGiven || ta.totalFloorsOff !== tb.totalFloorsOff)
    kinds.add('floor_missing_or_total_off');
  if (ta.currency !== tb.currency) kinds.add('price_in_other_currency');
  if (ta.deal === tb.deal && Math.abs(ta.priceGel - tb.priceGel) / Math.min(ta.priceGel, tb.priceGel) > 0.05)
    kinds.add('price_differs_over_5pct');
  if (ta.pin !== 'building' || tb.pin !== 'building') kinds.add('no_pin_or_far');
  void world;
  return [...kinds];
}

function negativeKinds(a: WorldListing, b: WorldListing, fa: WorldFlat, fb: WorldFlat): string[] {
  const kinds: string[] = [];
  if (fa.project && fa.project === fb.project) {
    kinds.push('developer_units');
    if (fa.plan === fb.plan) kinds.push('developer_units_same_plan');
  } else if (fa.building.id === fb.building.id) {
    kinds.push(fa.layoutKey === fb.layoutKey ? 'same_building_neighbours' : 'same_building');
  }
  if (a.posterKey === b.posterKey && a.traits.role === 'agent') kinds.push('same_agent');
  if (
    kinds.length === 0 &&
    fa.building.neighbourhood === fb.building.neighbourhood &&
    fa.rooms === fb.rooms &&
    Math.abs(fa.area - fb.area) / fa.area < 0.08
  )
    kinds.push('same_neighbourhood_lookalike');
  if (kinds.length === 0) kinds.push('other');
  return kinds;
}

/**
 * Every pair of visible listings that is either the same property or a hard pair of different ones (same building,
 * same project, same agent, a look-alike nearby). Pairs of unrelated listings are not listed; they still count as
 * negatives when the scorer meets them grouped.
 */
export function labelPairs(world: World): LabelledPair[] {
  const visible = visibleListings(world);
  const flats = new Map(world.flats.map((f) => [f.id, f]));
  const pairs: LabelledPair[] = [];
  for (let i = 0; i < visible.length; i++) {
    for (let j = i + 1; j < visible.length; j++) {
      const a = visible[i]!;
      const b = visible[j]!;
      if (a.flatId === b.flatId) {
        pairs.push({ a: a.key, b: b.key, same: true, kinds: positiveKinds(a, b, world) });
        continue;
      }
      const kinds = negativeKinds(a, b, flats.get(a.flatId)!, flats.get(b.flatId)!);
      if (kinds[0] !== 'other') pairs.push({ a: a.key, b: b.key, same: false, kinds });
    }
  }
  return pairs;
}

export function negativeKindsOf(world: World, a: WorldListing, b: WorldListing): string[] {
  const flats = new Map(world.flats.map((f) => [f.id, f]));
  return negativeKinds(a, b, flats.get(a.flatId)!, flats.get(b.flatId)!);
}

/** The share of visible listings that have at least one other visible listing of the same flat. */
export function duplicateShare(world: World): number {
  const visible = visibleListings(world);
  const perFlat = new Map<string, number>();
  for (const l of visible) perFlat.set(l.flatId, (perFlat.get(l.flatId) ?? 0) + 1);
  return visible.filter((l) => perFlat.get(l.flatId)! > 1).length / Math.max(1, visible.length);
}
