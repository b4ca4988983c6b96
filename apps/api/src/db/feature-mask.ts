import { FEATURES, type Feature } from '@tbilisi/contracts';

/**
 * The bit of each extra in `properties.features_mask`, in the order of migration 0016's `search_feature_mask`:
 * append-only (a new code takes the next bit, a code is never moved or reused), so stored masks stay right. The
 * covering search indexes hold the mask, so "has all of these extras" is `features_mask & m = m` on the index alone
 * (docs/decisions/022-search-counts-from-covering-indexes.md). A code with no bit here is filtered on `features`.
 */
export const FEATURE_MASK_ORDER: readonly Feature[] = [
  'elevator',
  'central_heating',
  'natural_gas',
  'hot_water',
  'drinking_water',
  'generator',
  'security',
  'intercom',
  'garage',
  'storage_room',
  'basement',
  'pool',
  'balcony',
  'air_conditioning',
  'heated_floor',
  'fireplace',
  'furniture',
  'wardrobe',
  'internet',
  'cable_tv',
  'tv',
  'refrigerator',
  'washing_machine',
  'dishwasher',
  'oven',
  'gas_stove',
  'video_call',
  'ukraine_discount',
];

const BITS = new Map(FEATURE_MASK_ORDER.map((code, index) => [code as string, 1 << index]));

/** The mask of all `codes`, or undefined when one of them has no bit (then the array column must be asked). */
export function featureMask(codes: readonly string[]): number | undefined {
  let mask = 0;
  for (const code of codes) {
    const bit = BITS.get(code);
    if (bit === undefined) return undefined;
    mask |= bit;
  }
  return mask;
}

/** Every catalogue code has a bit (feature-mask.test.ts keeps it so). */
export const everyFeatureHasABit = () => FEATURES.every((code) => BITS.has(code));
