import { FEATURES } from '@tbilisi/contracts';
import type { Feature, PropertyType, RenovationStatus } from '@tbilisi/contracts';
import type { DemoPhotoKind } from './demo-photos';
import type { Rng } from './demo-random';

/** Features and photo kinds of a demo listing, each realistic for the property type. */

const FEATURE_ODDS: Record<PropertyType, Partial<Record<Feature, number>>> = {
  apartment: {
    central_heating: 0.55,
    natural_gas: 0.9,
    balcony: 0.7,
    garage: 0.1,
    storage_room: 0.2,
    basement: 0.08,
    drinking_water: 0.3,
    pool: 0.02,
    video_call: 0.15,
    ukraine_discount: 0.05,
  },
  studio: { central_heating: 0.5, natural_gas: 0.8, balcony: 0.5, video_call: 0.2, ukraine_discount: 0.05 },
  house: {
    central_heating: 0.5,
    natural_gas: 0.85,
    balcony: 0.5,
    garage: 0.5,
    storage_room: 0.4,
    basement: 0.45,
    drinking_water: 0.8,
    pool: 0.12,
    video_call: 0.1,
  },
  country_house: {
    central_heating: 0.3,
    natural_gas: 0.5,
    balcony: 0.5,
    garage: 0.35,
    storage_room: 0.4,
    basement: 0.35,
    drinking_water: 0.85,
    pool: 0.25,
    video_call: 0.1,
  },
  land_plot: { natural_gas: 0.3, drinking_water: 0.5, video_call: 0.05 },
  commercial: { central_heating: 0.4, natural_gas: 0.5, storage_room: 0.3, basement: 0.2, video_call: 0.1 },
  hotel: {
    central_heating: 0.7,
    natural_gas: 0.8,
    balcony: 0.5,
    storage_room: 0.4,
    basement: 0.3,
    drinking_water: 0.5,
    pool: 0.15,
  },
};

export function demoFeatures(type: PropertyType, rng: Rng): Feature[] {
  const odds = FEATURE_ODDS[type];
  // Walk FEATURES rather than the odds table so the order is the canonical one the filters use.
  return FEATURES.filter((f) => rng.chance(odds[f] ?? 0));
}

const CATALOGUE = new Set<string>(FEATURES);

const HOME_AMENITY_ODDS: Readonly<Record<string, number>> = {
  internet: 0.7,
  hot_water: 0.7,
  gas_stove: 0.55,
  intercom: 0.4,
  air_conditioning: 0.45,
  refrigerator: 0.4,
  washing_machine: 0.4,
  tv: 0.3,
  cable_tv: 0.2,
  wardrobe: 0.25,
  oven: 0.2,
  heated_floor: 0.12,
  dishwasher: 0.1,
  fireplace: 0.05,
  security: 0.05,
  generator: 0.03,
};

export interface AmenityInput {
  property_type: PropertyType;
  is_new_building: boolean;
  is_furnished: boolean;
  total_floors: number | null;
}

/** The catalogue's home comforts (once a separate list of amenities), drawn after the rest of the listing. */
export function demoAmenities(i: AmenityInput, rng: Rng): Feature[] {
  if (i.property_type === 'land_plot') return [];
  const odds: Record<string, number> = { ...HOME_AMENITY_ODDS };
  // Tall buildings have lifts, new complexes have guards, houses have fireplaces; furniture follows the flag.
  odds.elevator = (i.total_floors ?? 0) >= 6 ? 0.95 : 0;
  odds.furniture = i.is_furnished ? 1 : 0;
  if (i.is_new_building) odds.security = 0.6;
  if (i.property_type === 'house' || i.property_type === 'country_house') {
    odds.fireplace = 0.35;
    odds.generator = 0.15;
  }
  if (i.property_type === 'commercial') {
    for (const code of ['gas_stove', 'refrigerator', 'washing_machine', 'tv', 'cable_tv', 'wardrobe', 'oven'])
      odds[code] = 0;
    odds.security = 0.4;
  }
  const chosen = Object.keys(odds).filter((code) => CATALOGUE.has(code) && rng.chance(odds[code] ?? 0));
  return rng.shuffle(chosen).slice(0, 8) as Feature[];
}

// The first kind is the main photo: the room a buyer of that type looks at first.
const PHOTO_PLAN: Record<PropertyType, { main: DemoPhotoKind; rest: readonly DemoPhotoKind[] }> = {
  apartment: {
    main: 'living_room',
    rest: ['bedroom', 'kitchen', 'bathroom', 'bedroom', 'view', 'exterior', 'living_room'],
  },
  studio: { main: 'living_room', rest: ['kitchen', 'bathroom', 'view', 'exterior', 'living_room'] },
  house: {
    main: 'exterior',
    rest: ['living_room', 'bedroom', 'kitchen', 'bathroom', 'view', 'bedroom', 'exterior'],
  },
  country_house: {
    main: 'exterior',
    rest: ['view', 'living_room', 'bedroom', 'kitchen', 'bathroom', 'land'],
  },
  land_plot: { main: 'land', rest: ['view', 'land', 'view'] },
  commercial: { main: 'exterior', rest: ['living_room', 'bathroom', 'view', 'living_room'] },
  hotel: {
    main: 'exterior',
    rest: ['bedroom', 'bathroom', 'living_room', 'view', 'bedroom', 'kitchen', 'exterior'],
  },
};

const FRAMES: readonly (RenovationStatus | null)[] = ['green_frame', 'black_frame', 'white_frame'];

export function demoPhotoKinds(
  type: PropertyType,
  renovation: RenovationStatus | null,
  rng: Rng,
): DemoPhotoKind[] {
  // An unfinished flat has no furnished rooms to show: the building and the view sell it.
  const plan = FRAMES.includes(renovation)
    ? { main: 'exterior' as const, rest: ['view', 'exterior'] as const }
    : PHOTO_PLAN[type];
  const count = rng.int(1, Math.min(8, plan.rest.length + 1));
  return [plan.main, ...rng.shuffle(plan.rest).slice(0, count - 1)];
}
