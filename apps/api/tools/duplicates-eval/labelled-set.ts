import { findLocation, type LocationNode } from '@tbilisi/contracts';
import { generateDemoListings, type DemoListing } from '../seed/demo-listings';
import { renderDemoPhoto, type DemoPhotoKind } from '../seed/demo-photos';
import { createRng, type Rng } from '../seed/demo-random';
import { STREETS, type DemoStreet } from '../seed/demo-streets';
import { buildListingTexts } from '../seed/demo-text';
import { computePhotoFingerprint } from '../../src/modules/media/photo-fingerprint';
import { computeRoomFeatures } from '../../src/modules/media/compute-room-features';
import type { DuplicateCandidateListing } from '../../src/modules/duplicates/score-pair';
import { editPhoto, noiseTexturePhoto, type PhotoEdits } from './synthetic-photos';

/**
 * A labelled set of listings for measuring duplicate detection, built from the demo data's own pieces (real
 * streets in three scripts, listing layouts, prices and texts, illustrated photos) with a seeded random source, so
 * the same seed always gives the same set and nothing is stored.
 *
 * The world: neighbourhoods of Tbilisi with buildings on their real streets, some next door to each other on the
 * same street; blocks of flats hold one to four listed flats (other floors, the same floor, identical flats stacked
 * above each other, a developer's shared renders), and every flat of a block can show the building's facade.
 * Each property is posted by its owner (by its developer, for most flats of a new block listed with renders); some
 * are posted again by agents, a few working each neighbourhood, who re-type the address in another
 * script or romanisation, pin it elsewhere or not at all, round the area, change the price, rewrite, shorten or
 * translate the description and copy a few photos (cropped, resized, re-encoded, brightened, watermarked) or take
 * their own. Duplicates are the listings of one property; everything else is not. The variations and their odds
 * are what re-posting looks like on Tbilisi listing sites, written down before the rules were tuned
 * (docs/duplicates.md), not chosen to suit them.
 */

export type Variation =
  | 'address_georgian'
  | 'address_latin'
  | 'address_romanised_genitive'
  | 'address_alt_romanisation'
  | 'address_cyrillic'
  | 'address_typo'
  | 'address_no_house'
  | 'address_with_place'
  | 'position_centroid'
  | 'position_off'
  | 'area_rounded'
  | 'area_changed_much'
  | 'price_changed'
  | 'floor_missing'
  | 'floor_off_by_one'
  | 'total_floors_changed'
  | 'rooms_changed'
  | 'type_studio_apartment'
  | 'cadastral_dropped'
  | 'cadastral_added'
  | 'description_copied'
  | 'description_rewritten'
  | 'description_shortened'
  | 'description_translated'
  | 'description_missing'
  | 'photos_subset_edited'
  | 'photos_watermarked'
  | 'photos_own'
  | 'photos_none'
  | 'flat_number_given'
  | 'flat_number_wrong'
  | 'unit_code_given'
  | 'other_deal';

export interface LabelledListing extends DuplicateCandidateListing {
  id: number;
  propertyId: number;
  buildingId: number;
  neighbourhood: string;
  /** 'owner' for the first posting of a property, 'agent' for a re-post */
  poster: 'owner' | 'agent';
  /** who posted it: one id per person or company, as the api's users */
  posterId: number;
  /** their role, as the api's users have one: a private owner, an agent, a developer */
  posterRole: 'owner' | 'agent' | 'developer';
  /** how this posting differs from the property's facts (empty for most owners' postings) */
  variations: Variation[];
}

export type NegativeKind =
  | 'same_building_same_layout'
  | 'same_building_same_floor'
  | 'same_building_other_floor'
  | 'same_plot'
  | 'next_door_same_street'
  | 'same_street'
  | 'same_neighbourhood'
  | 'other';

export interface LabelledSet {
  seed: number;
  listings: LabelledListing[];
  /** for every pair of properties in one building: what makes them look alike */
  buildingPairKind: (a: LabelledListing, b: LabelledListing) => NegativeKind;
  /** every photo fingerprinted, with its kind and, for a re-poster's edited copy, the photo it was copied from */
  photos: { fingerprint: string; kind: string; copyOf: number | null }[];
}

export interface LabelledSetOptions {
  seed: number;
  neighbourhoods: number;
  buildingsPerNeighbourhood: number;
  /** whether posters fill in the form's unit fields (flat number, unit code); false gives the set before them */
  unitFields?: boolean;
  /** whether owners offer some flats for sale also for rent; false gives the set before them (decision 026) */
  otherDeals?: boolean;
}

export const DEFAULT_OPTIONS: LabelledSetOptions = {
  seed: 2026,
  neighbourhoods: 14,
  buildingsPerNeighbourhood: 16,
};

const FLAT_TYPES = new Set(['apartment', 'studio', 'commercial']);
/** Agents re-posting in one neighbourhood: one of them posts two flats of a building one time in six. */
const AGENTS_PER_NEIGHBOURHOOD = 6;
/** Of the properties agents re-post, the share whose private owner does not post at all (agents only). */
const AGENTS_ONLY_ODDS = 0.25;
const INTERIOR: DemoPhotoKind[] = ['living_room', 'bedroom', 'kitchen', 'bathroom', 'view'];

interface PhotoPlan {
  kind: DemoPhotoKind | 'texture';
  variant: number;
}

interface Building {
  id: number;
  neighbourhood: LocationNode;
  district: string;
  street: DemoStreet;
  house: string;
  latitude: number;
  longitude: number;
  parcel: string;
  totalFloors: number | null;
  isNew: boolean;
  exteriors: PhotoPlan[];
  renders: PhotoPlan[];
}

interface Property {
  id: number;
  building: Building;
  facts: DemoListing;
  cadastral: string | null;
  photos: PhotoPlan[];
  layout: 'first' | 'same_layout' | 'same_floor' | 'other_floor' | 'plot';
  /** who posts it first: its owner, or the developer of a new block */
  poster: { id: number; role: 'owner' | 'developer' };
}

/** Renders each photo once, applies a re-poster's edits, and fingerprints what a listing would show. */
class PhotoStudio {
  private readonly originals = new Map<string, Promise<Buffer>>();
  private readonly unedited = new Map<string, number>();
  private readonly jobs: (() => Promise<void>)[] = [];
  readonly fingerprints: string[] = [];
  /** each photo's room features as the upload computes them (decision 030), or null */
  readonly roomFeatures: (Buffer | null)[] = [];
  readonly kinds: string[] = [];
  readonly copyOf: (number | null)[] = [];

  private original(plan: PhotoPlan): Promise<Buffer> {
    const key = `${plan.kind}:${plan.variant}`;
    let image = this.originals.get(key);
    if (!image) {
      image =
        plan.kind === 'texture'
          ? noiseTexturePhoto(plan.variant, 640, 480)
          : renderDemoPhoto(plan.kind, plan.variant, 640, 480);
      this.originals.set(key, image);
    }
    return image;
  }

  /** Queues a photo, as is or edited, and returns the index its fingerprint will have. */
  add(plan: PhotoPlan, edits: PhotoEdits | null): number {
    const key = `${plan.kind}:${plan.variant}`;
    const known = edits ? undefined : this.unedited.get(key);
    if (known !== undefined) return known;
    // A copy's original is fingerprinted too (once), so the run can measure how often copies are recognised.
    const source = edits ? this.add(plan, null) : null;
    const index = this.fingerprints.length;
    this.fingerprints.push('');
    this.roomFeatures.push(null);
    this.kinds.push(plan.kind);
    this.copyOf.push(source);
    if (!edits) this.unedited.set(key, index);
    this.jobs.push(async () => {
      const original = await this.original(plan);
      const shown = edits ? await editPhoto(original, edits) : original;
      this.fingerprints[index] = await computePhotoFingerprint(shown);
      this.roomFeatures[index] = await computeRoomFeatures(shown);
    });
    return index;
  }

  /** Runs the queued photos, a few at a time (sharp and librsvg use the other cores). */
  async finish(concurrency = 4): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < this.jobs.length) await this.jobs[next++]!();
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    this.originals.clear();
  }
}

// Georgian national romanisation (2002), with the apostrophes of ejectives some posters still type.
const ROMAN: Record<string, string> = {
  ა: 'a',
  ბ: 'b',
  გ: 'g',
  დ: 'd',
  ე: 'e',
  ვ: 'v',
  ზ: 'z',
  თ: 't',
  ი: 'i',
  კ: "k'",
  ლ: 'l',
  მ: 'm',
  ნ: 'n',
  ო: 'o',
  პ: "p'",
  ჟ: 'zh',
  რ: 'r',
  ს: 's',
  ტ: "t'",
  უ: 'u',
  ფ: 'p',
  ქ: 'k',
  ღ: 'gh',
  ყ: "q'",
  შ: 'sh',
  ჩ: 'ch',
  ც: 'ts',
  ძ: 'dz',
  წ: "ts'",
  ჭ: "ch'",
  ხ: 'kh',
  ჯ: 'j',
  ჰ: 'h',
};

function romanise(georgian: string, apostrophes: boolean): string {
  const latin = [...georgian].map((ch) => ROMAN[ch] ?? ch).join('');
  const plain = apostrophes ? latin : latin.replace(/'/g, '');
  return plain.replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

// The spellings other romanisations and keyboards give the same sounds.
const ALTERNATIVES: [RegExp, string][] = [
  [/Ch/g, 'Tch'],
  [/ch/g, 'tch'],
  [/kh/g, 'x'],
  [/Kh/g, 'X'],
  [/ts/g, 'c'],
  [/Ts/g, 'C'],
  [/sh/g, 'š'],
  [/zh/g, 'j'],
  [/gh/g, 'g'],
  [/Q/g, 'K'],
  [/q/g, 'k'],
  [/K(?=a)/g, 'Q'],
  [/ia/g, 'ya'],
];

function typo(text: string, rng: Rng): string {
  const letters = [...text].map((ch, i) => [ch, i] as const).filter(([ch]) => /\p{Ll}/u.test(ch));
  if (letters.length < 4) return text;
  const [, at] = letters[rng.int(1, letters.length - 2)]!;
  const chars = [...text];
  const roll = rng.next();
  if (roll < 0.4) chars.splice(at, 1);
  else if (roll < 0.7) [chars[at], chars[at + 1]] = [chars[at + 1]!, chars[at]!];
  else chars.splice(at, 0, chars[at]!);
  return chars.join('');
}

const HOUSE_LETTERS = { ka: ['ა', 'ბ'], en: ['a', 'b'], ru: ['а', 'б'] };

function formatHouse(house: string, script: 'ka' | 'en' | 'ru', rng: Rng): string {
  const match = house.match(/^(\d+)(\d*)([ab])?$/)!;
  const number = match[1]!;
  const letter = match[3] ? HOUSE_LETTERS[script][match[3] === 'a' ? 0 : 1] : '';
  const style = rng.weighted({ plain: 70, sign: 12, spaced: 10, dashed: 8 });
  const sign = script === 'ru' ? rng.pick(['№', 'д. ']) : rng.pick(['№', 'N', 'N ', 'No. ']);
  if (style === 'sign') return `${sign}${number}${letter}`;
  if (style === 'spaced' && letter) return `${number} ${letter}`;
  if (style === 'dashed' && letter) return `${number}-${letter}`;
  return `${number}${letter}`;
}

/** The address as one poster types it, and which variations that is. */
function typeAddress(
  building: Building,
  rng: Rng,
  owner: boolean,
): { address: string; variations: Variation[] } {
  const { street } = building;
  const avenue = street.kind === 'avenue';
  const variations: Variation[] = [];
  const script = owner
    ? rng.weighted({ ka: 70, en: 20, ru: 10 })
    : rng.weighted({ ka: 40, en: 25, romanised: 10, alt: 10, ru: 15 });
  const withHouse = owner || !rng.chance(0.07);
  if (!withHouse) variations.push('address_no_house');
  let text: string;
  if (script === 'ka') {
    variations.push('address_georgian');
    const house = withHouse ? ` ${formatHouse(building.house, 'ka', rng)}` : '';
    const type = avenue ? rng.pick(['გამზ.', 'გამზირი', '']) : rng.pick(['ქ.', 'ქუჩა', '']);
    text = rng.chance(0.85) ? `${street.ka_genitive} ${type}${house}` : `${street.ka}${house}`;
  } else if (script === 'ru') {
    variations.push('address_cyrillic');
    const house = withHouse ? ` ${formatHouse(building.house, 'ru', rng)}` : '';
    const type = avenue ? rng.pick(['просп.', 'проспект', 'пр.']) : rng.pick(['ул.', 'улица', '']);
    text = rng.chance(0.8) ? `${type} ${street.ru}${house}` : `${street.ru} ${type}${house}`;
  } else {
    let name = street.en;
    if (script === 'romanised') {
      variations.push('address_romanised_genitive');
      name = romanise(street.ka_genitive, rng.chance(0.2));
    } else if (script === 'alt') {
      variations.push('address_alt_romanisation');
      name = romanise(street.ka, rng.chance(0.2));
      const applicable = ALTERNATIVES.filter(([pattern]) => pattern.test(name));
      for (const [pattern, replacement] of rng.shuffle(applicable).slice(0, 2)) {
        name = name.replace(pattern, replacement);
      }
    } else {
      variations.push('address_latin');
    }
    const type =
      script === 'romanised'
        ? avenue
          ? rng.pick(['gamziri', 'gamz.', ''])
          : rng.pick(['kucha', 'k.', 'str.'])
        : avenue
          ? rng.pick(['Ave.', 'Avenue', 'ave', 'av.'])
          : rng.pick(['St.', 'Street', 'str.', 'st']);
    const house = withHouse ? formatHouse(building.house, 'en', rng) : '';
    text =
      withHouse && rng.chance(0.4) && script === 'en'
        ? `${house} ${name} ${type}`
        : `${name} ${type} ${house}`;
  }
  if (!owner && script !== 'ka' && rng.chance(0.06)) {
    variations.push('address_typo');
    text = typo(text, rng);
  }
  if (rng.chance(owner ? 0.1 : 0.25)) {
    variations.push('address_with_place');
    const place = building.neighbourhood;
    const name = script === 'ka' ? place.name_ka : script === 'ru' ? place.name_ru : place.name_en;
    const city = script === 'ka' ? 'თბილისი' : script === 'ru' ? 'Тбилиси' : 'Tbilisi';
    text = rng.chance(0.5) ? `${name}, ${text}` : `${city}, ${name}, ${text}`;
  }
  return { address: text.replace(/\s+/g, ' ').trim(), variations };
}

/** A point `metres` away in a random direction. */
function offset(lat: number, lng: number, metres: number, rng: Rng): { latitude: number; longitude: number } {
  const angle = rng.range(0, 2 * Math.PI);
  return {
    latitude: Number((lat + (metres * Math.cos(angle)) / 111_320).toFixed(6)),
    longitude: Number(
      (lng + (metres * Math.sin(angle)) / (111_320 * Math.cos((lat * Math.PI) / 180))).toFixed(6),
    ),
  };
}

function cadastralParcel(rng: Rng): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `01.${rng.int(10, 19)}.${pad(rng.int(1, 30), 2)}.${pad(rng.int(1, 300), 3)}.${pad(rng.int(1, 99), 3)}`;
}

/** Every listed flat is at a unit of the parcel (01.14.12.009.101.01.505); owners give either form. */
function cadastralOf(building: Building, unit: number, facts: DemoListing, rng: Rng): string | null {
  if (facts.listing_type !== 'sale' && facts.listing_type !== 'mortgage') return null;
  if (!rng.chance(0.6)) return null;
  if (!FLAT_TYPES.has(facts.property_type)) return building.parcel;
  return rng.chance(0.5) ? `${building.parcel}.01.${String(unit).padStart(3, '0')}` : building.parcel;
}

function centroid(building: Building) {
  return { latitude: building.neighbourhood.latitude, longitude: building.neighbourhood.longitude };
}

/** Rebuilds the texts for facts changed from the demo listing (the building's floors, another area). */
function withTexts(facts: DemoListing, rng: Rng): DemoListing {
  const texts = buildListingTexts(
    {
      listing_type: facts.listing_type,
      property_type: facts.property_type,
      is_new_building: facts.is_new_building,
      state: facts.state,
      urban_area: facts.urban_area,
      rooms: facts.rooms,
      bedrooms: facts.bedrooms,
      square_feet: facts.square_feet,
      floor: facts.floor,
      total_floors: facts.total_floors,
      renovation_status: facts.renovation_status,
      yard_area: facts.yard_area,
      features: facts.features,
      is_furnished: facts.is_furnished,
    },
    rng.next,
  );
  return { ...facts, ...texts };
}

export async function buildLabelledSet(options: LabelledSetOptions = DEFAULT_OPTIONS): Promise<LabelledSet> {
  const rng = createRng(options.seed);
  const pool = generateDemoListings(
    options.neighbourhoods * options.buildingsPerNeighbourhood * 6,
    options.seed,
  );
  const take = (accept: (listing: DemoListing) => boolean): DemoListing => {
    for (let i = 0; i < pool.length; i++) {
      if (accept(pool[i]!)) {
        const [found] = pool.splice(i, 1);
        return found!;
      }
    }
    throw new Error('demo listing pool exhausted');
  };
  let variantCounter = 1;
  const newPhoto = (kind: DemoPhotoKind): PhotoPlan => ({ kind, variant: variantCounter++ });

  // Neighbourhoods with streets, the busy districts more often, as listings are.
  const places = rng
    .shuffle(
      Object.keys(STREETS).flatMap((slug) => {
        const found = findLocation(slug);
        if (!found?.neighbourhood) return [];
        const weight = found.district.slug === 'tbilisi-surroundings' ? 1 : 3;
        return Array.from({ length: weight }, () => ({
          node: found.neighbourhood!,
          district: found.district.slug,
        }));
      }),
    )
    .filter((place, i, all) => all.findIndex((p) => p.node.slug === place.node.slug) === i)
    .slice(0, options.neighbourhoods);

  const buildings: Building[] = [];
  const properties: Property[] = [];
  for (const place of places) {
    const here: Building[] = [];
    for (let b = 0; b < options.buildingsPerNeighbourhood; b++) {
      const nextDoor = here.length > 0 && rng.chance(0.35) ? rng.pick(here) : null;
      const street = nextDoor ? nextDoor.street : rng.pick(STREETS[place.node.slug]!);
      const number = nextDoor
        ? Math.max(1, Number.parseInt(nextDoor.house, 10) + rng.pick([-4, -3, -2, -1, 1, 2, 3, 4]))
        : rng.int(1, street.kind === 'avenue' ? 150 : 60);
      const house = `${number}${rng.chance(0.08) ? rng.pick(['a', 'b']) : ''}`;
      const position = nextDoor
        ? offset(nextDoor.latitude, nextDoor.longitude, rng.range(25, 120), rng)
        : offset(place.node.latitude, place.node.longitude, 600 * Math.sqrt(rng.next()), rng);
      const first = take((listing) => listing.property_type !== 'hotel');
      const building: Building = {
        id: buildings.length + 1,
        neighbourhood: place.node,
        district: place.district,
        street,
        house,
        ...position,
        parcel: cadastralParcel(rng),
        totalFloors: first.total_floors,
        isNew: first.is_new_building,
        exteriors: [newPhoto('exterior'), newPhoto('exterior')],
        renders:
          first.is_new_building && rng.chance(0.5) ? [newPhoto('living_room'), newPhoto('kitchen')] : [],
      };
      here.push(building);
      buildings.push(building);

      const isBlock = FLAT_TYPES.has(first.property_type);
      const flats = isBlock
        ? building.isNew
          ? rng.weightedEntry([
              [1, 20],
              [2, 30],
              [3, 25],
              [4, 25],
            ] as const)
          : rng.weightedEntry([
              [1, 45],
              [2, 30],
              [3, 15],
              [4, 10],
            ] as const)
        : 1;
      const inBuilding: Property[] = [];
      for (let f = 0; f < flats; f++) {
        let facts: DemoListing;
        let layout: Property['layout'];
        if (f === 0) {
          facts = first;
          layout = isBlock ? 'first' : 'plot';
        } else {
          const model = inBuilding[0]!.facts;
          const other = take(
            (listing) => FLAT_TYPES.has(listing.property_type) && listing.property_type !== 'commercial',
          );
          layout = rng.weighted({ other_floor: 62, same_floor: 18, same_layout: 20 });
          const total = building.totalFloors ?? other.total_floors ?? 5;
          const floorOf = (avoid: number | null) => {
            if (total < 2) return 1;
            let floor = rng.int(1, total);
            while (floor === avoid) floor = rng.int(1, total);
            return floor;
          };
          const twin = rng.pick(inBuilding).facts;
          const sameFloor = layout === 'same_floor' || (layout === 'same_layout' && rng.chance(0.4));
          facts = {
            ...other,
            listing_type: rng.chance(0.7) ? model.listing_type : other.listing_type,
            is_new_building: building.isNew,
            total_floors: total,
            floor: sameFloor ? (twin.floor ?? 1) : floorOf(twin.floor),
          };
          if (layout === 'same_layout') {
            // Flats stacked above each other, or mirrored across a landing, have one plan.
            facts.property_type = twin.property_type;
            facts.rooms = twin.rooms;
            facts.bedrooms = twin.bedrooms;
            facts.square_feet = Math.round(twin.square_feet * rng.range(0.98, 1.02) * 10) / 10;
          }
          if (facts.listing_type === model.listing_type) {
            // One building, one price per square metre, give or take the floor and the renovation.
            facts.rent_amount = Math.round(
              (model.rent_amount / model.square_feet) * facts.square_feet * rng.range(0.88, 1.12),
            );
            facts.currency = model.currency;
          }
        }
        facts = withTexts(
          {
            ...facts,
            state: building.district,
            urban_area: building.neighbourhood.slug,
            total_floors: isBlock ? (facts.total_floors ?? building.totalFloors) : facts.total_floors,
          },
          rng,
        );
        const photos: PhotoPlan[] = [];
        let exterior = 0;
        for (const kind of facts.photo_kinds) {
          if (kind === 'exterior') photos.push(building.exteriors[exterior++ % 2]!);
          else photos.push(newPhoto(kind));
        }
        // Developers list every flat of a new block with the same renders.
        photos.push(...building.renders);
        // A few owners photograph a rug, a wall, a garden: textures rather than rooms.
        if (rng.chance(0.1)) photos.push({ kind: 'texture', variant: variantCounter++ });
        const property: Property = {
          id: properties.length + 1,
          building,
          facts,
          cadastral: cadastralOf(building, rng.int(1, 400), facts, rng),
          photos: rng.chance(0.07) ? [] : photos,
          layout,
          poster: { id: 0, role: 'owner' },
        };
        inBuilding.push(property);
        properties.push(property);
      }
    }
  }

  // Who posts: drawn from a random source of its own, so that adding posters left every listing of a seed as it was.
  const posters = createRng(options.seed ^ 0x5f3759df);
  const agents = new Map<string, number[]>();
  let posterCounter = 0;
  const developers = new Map<number, number>();
  for (const property of properties) {
    // A developer lists its own stock with its renders; some flats of such a block are resold by their owners, who
    // keep the renders.
    const { building } = property;
    if (building.renders.length > 0 && posters.chance(0.8)) {
      if (!developers.has(building.id)) developers.set(building.id, ++posterCounter);
      property.poster = { id: developers.get(building.id)!, role: 'developer' };
    } else {
      property.poster = { id: ++posterCounter, role: 'owner' };
    }
  }
  // The agents working a neighbourhood: a few, so one agent often re-posts several flats of one building.
  const agentOf = (neighbourhood: string) => {
    let pool = agents.get(neighbourhood);
    if (!pool) {
      pool = Array.from({ length: AGENTS_PER_NEIGHBOURHOOD }, () => ++posterCounter);
      agents.set(neighbourhood, pool);
    }
    return posters.pick(pool);
  };

  // Some owners leave the selling to agents and never post themselves: a share of the re-posted properties is
  // listed by agents only. Drawn from a source of its own, so every posting is built as before and only the owner's
  // is left out; the photos an agent copies then came from the owner by hand.
  const ownersAbsent = createRng(options.seed ^ 0x2545f491);
  // The form's private unit fields (flat number, the unit's cadastral code), drawn from a source of their own so
  // that every listing of a seed is otherwise built as before they existed.
  const identityRng = createRng(options.seed ^ 0x68e31da4);
  const unitNumbers: UnitNumbers = new Map();
  const studio = new PhotoStudio();
  const listings: LabelledListing[] = [];
  const photoIndexes: number[][] = [];
  for (const property of properties) {
    const reposts = rng.chance(0.45) ? (rng.chance(0.2) ? 2 : 1) : 0;
    const agentsOnly =
      reposts > 0 && property.poster.role === 'owner' && ownersAbsent.chance(AGENTS_ONLY_ODDS);
    for (let posting = 0; posting <= reposts; posting++) {
      const owner = posting === 0;
      const { listing, photos } = post(property, owner, rng, studio, newPhoto);
      if (owner && agentsOnly) continue;
      const poster = owner
        ? { posterId: property.poster.id, posterRole: property.poster.role }
        : { posterId: agentOf(property.building.neighbourhood.slug), posterRole: 'agent' as const };
      const identity =
        options.unitFields === false
          ? { fields: {}, variations: [] }
          : unitIdentity(property, owner, unitNumbers, identityRng);
      listing.variations.push(...identity.variations);
      listings.push({ ...listing, ...identity.fields, ...poster, id: listings.length + 1 });
      photoIndexes.push(photos);
    }
  }
  if (options.otherDeals !== false) addOtherDeals(properties, listings, photoIndexes, options.seed);
  await studio.finish();
  for (const [i, listing] of listings.entries()) {
    listing.photoHashes = photoIndexes[i]!.map((index) => studio.fingerprints[index]!);
    listing.photoRoomFeatures = photoIndexes[i]!.map((index) => studio.roomFeatures[index]!);
  }

  const propertyById = new Map(properties.map((property) => [property.id, property]));
  const buildingPairKind = (a: LabelledListing, b: LabelledListing): NegativeKind => {
    const pa = propertyById.get(a.propertyId)!;
    const pb = propertyById.get(b.propertyId)!;
    if (pa.building.id === pb.building.id) {
      if (pa.layout === 'plot') return 'same_plot';
      if (pa.layout === 'same_layout' || pb.layout === 'same_layout') {
        const sameLayout =
          pa.facts.rooms === pb.facts.rooms &&
          Math.abs(pa.facts.square_feet - pb.facts.square_feet) / pa.facts.square_feet < 0.03;
        if (sameLayout) return 'same_building_same_layout';
      }
      return pa.facts.floor === pb.facts.floor ? 'same_building_same_floor' : 'same_building_other_floor';
    }
    if (
      pa.building.street === pb.building.street &&
      pa.building.neighbourhood === pb.building.neighbourhood
    ) {
      const gap = Math.abs(Number.parseInt(pa.building.house, 10) - Number.parseInt(pb.building.house, 10));
      return gap <= 4 ? 'next_door_same_street' : 'same_street';
    }
    if (pa.building.neighbourhood === pb.building.neighbourhood) return 'same_neighbourhood';
    return 'other';
  };
  return {
    seed: options.seed,
    listings,
    buildingPairKind,
    photos: studio.fingerprints.map((fingerprint, i) => ({
      fingerprint,
      kind: studio.kinds[i]!,
      copyOf: studio.copyOf[i]!,
    })),
  };
}

/**
 * The same flat's other deal: of the flats for sale their owner posts, this share the owner also offers for rent
 * (while it does not sell, or to a tenant until it does), at a month's rent of 0.4–0.6 % of the price. A guess written
 * down before the rules were run on it (docs/duplicates.md), not measured.
 */
const OTHER_DEAL_ODDS = 0.08;

/**
 * Owners' rentals of their flats for sale (decision 026), appended after every other listing from a random source of
 * their own, so every listing of a seed keeps its id and is built as before: the owner's own photos uploaded again
 * (the same files), their pin, the unit fields they gave, and a rental text of their own.
 */
function addOtherDeals(
  properties: Property[],
  listings: LabelledListing[],
  photoIndexes: number[][],
  seed: number,
): void {
  const rng = createRng(seed ^ 0x1b873593);
  const owned = new Map(
    listings.flatMap((listing, i) =>
      listing.poster === 'owner' && listing.posterRole === 'owner' ? [[listing.propertyId, i] as const] : [],
    ),
  );
  for (const property of properties) {
    const { facts } = property;
    const flat = facts.property_type === 'apartment' || facts.property_type === 'studio';
    const index = owned.get(property.id);
    if (!flat || facts.listing_type !== 'sale' || index === undefined || !rng.chance(OTHER_DEAL_ODDS))
      continue;
    const sale = listings[index]!;
    const texts = withTexts({ ...facts, listing_type: 'rent' }, rng);
    listings.push({
      ...sale,
      id: listings.length + 1,
      listingType: 'rent',
      rentAmount: Math.round(sale.rentAmount! * rng.range(0.004, 0.006)),
      description: texts.description,
      descriptionEn: texts.description_en,
      descriptionRu: texts.description_ru,
      variations: [...sale.variations, 'other_deal'],
    });
    photoIndexes.push(photoIndexes[index]!);
  }
}

/**
 * The odds that a posting fills in the form's optional unit fields: a flat's owner knows its number and, selling,
 * has the cadastral extract that names the unit; an agent has the number when the owner gave it and the code less
 * often, and now and then types the number of another flat. Guesses written down before the rules were tuned on
 * them (docs/duplicates.md), not measured on real listings.
 */
const UNIT_IDENTITY_ODDS = {
  owner: { flatNumber: 0.35, unitCode: { sale: 0.25, other: 0.05 } },
  agent: { flatNumber: 0.2, unitCode: { sale: 0.1, other: 0.02 }, wrongFlatNumber: 0.03 },
};

/** Each property's unit number, with its building's id (two flats of one building never share one). */
type UnitNumbers = Map<number, { building: number; unit: number }>;

/** The unit number of a flat: the unit of its cadastral code when it names one, else one drawn for the building. */
function unitNumberOf(property: Property, numbers: UnitNumbers, rng: Rng): number {
  const known = numbers.get(property.id);
  if (known !== undefined) return known.unit;
  const digits = property.cadastral?.replace(/\D/g, '') ?? '';
  let unit = digits.length > 12 ? Number(digits.slice(-3)) : 0;
  if (!unit) {
    const building = property.building.id;
    const taken = new Set([...numbers.values()].flatMap((n) => (n.building === building ? [n.unit] : [])));
    do unit = rng.int(1, 400);
    while (taken.has(unit));
  }
  numbers.set(property.id, { building: property.building.id, unit });
  return unit;
}

function unitIdentity(
  property: Property,
  owner: boolean,
  numbers: UnitNumbers,
  rng: Rng,
): { fields: { flatNumber: string | null; unitCadastralCode: string | null }; variations: Variation[] } {
  const none = { fields: { flatNumber: null, unitCadastralCode: null }, variations: [] };
  const type = property.facts.property_type;
  if (type !== 'apartment' && type !== 'studio') return none;
  const odds = owner ? UNIT_IDENTITY_ODDS.owner : UNIT_IDENTITY_ODDS.agent;
  const unit = unitNumberOf(property, numbers, rng);
  const variations: Variation[] = [];
  let flatNumber: string | null = null;
  if (rng.chance(odds.flatNumber)) {
    flatNumber = String(unit);
    variations.push('flat_number_given');
    if (!owner && rng.chance(UNIT_IDENTITY_ODDS.agent.wrongFlatNumber)) {
      flatNumber = String(unit + rng.pick([-1, 1, 2]));
      variations.push('flat_number_wrong');
    }
  }
  const forSale = property.facts.listing_type === 'sale' || property.facts.listing_type === 'mortgage';
  let unitCadastralCode: string | null = null;
  if (rng.chance(forSale ? odds.unitCode.sale : odds.unitCode.other)) {
    unitCadastralCode = `${property.building.parcel}.01.${String(unit).padStart(3, '0')}`;
    variations.push('unit_code_given');
  }
  return { fields: { flatNumber, unitCadastralCode }, variations };
}

/** One posting of a property: the owner's, close to the facts, or an agent's re-post with its variations. */
function post(
  property: Property,
  owner: boolean,
  rng: Rng,
  studio: PhotoStudio,
  newPhoto: (kind: DemoPhotoKind) => PhotoPlan,
): { listing: Omit<LabelledListing, 'id' | 'posterId' | 'posterRole'>; photos: number[] } {
  const { facts, building } = property;
  const { address, variations } = typeAddress(building, rng, owner);
  const vary = (variation: Variation, odds: number) => {
    const happens = !owner && rng.chance(odds);
    if (happens) variations.push(variation);
    return happens;
  };

  // Position: a pin on the building (placed by hand, some metres off), a pin further off, or none.
  let position = offset(building.latitude, building.longitude, rng.range(0, 15), rng);
  let hasExactPosition = true;
  const pin = owner ? rng.weighted({ exact: 70, none: 30 }) : rng.weighted({ exact: 55, off: 10, none: 35 });
  if (pin === 'none') {
    position = centroid(building);
    hasExactPosition = false;
    variations.push('position_centroid');
  } else if (pin === 'off') {
    position = offset(building.latitude, building.longitude, rng.range(60, 250), rng);
    variations.push('position_off');
  } else if (!owner) {
    position = offset(building.latitude, building.longitude, rng.range(5, 40), rng);
  }

  let area = facts.square_feet;
  if (vary('area_changed_much', 0.08))
    area = area * rng.pick([1, -1].map((s) => 1 + s * rng.range(0.05, 0.09)));
  else if (vary('area_rounded', 0.8)) area = area * (1 + rng.pick([1, -1]) * rng.range(0.01, 0.04));
  area = Math.round(area);

  let price = facts.rent_amount * (facts.currency === 'USD' ? 2.71 : 1);
  if (vary('price_changed', 0.7)) price *= 1 + rng.range(-0.1, 0.1);

  let floor = facts.floor;
  let totalFloors = facts.total_floors;
  if (floor !== null && vary('floor_missing', 0.1)) floor = null;
  else if (floor !== null && vary('floor_off_by_one', 0.05)) floor = Math.max(0, floor + rng.pick([-1, 1]));
  if (totalFloors !== null && vary('total_floors_changed', 0.08)) {
    totalFloors = rng.chance(0.5) ? null : totalFloors + rng.pick([-1, 1]);
  }
  let rooms = facts.rooms;
  if (rooms !== null && vary('rooms_changed', 0.05)) rooms = rooms + rng.pick([-1, 1]);
  let propertyType: string = facts.property_type;
  const flatOrStudio = propertyType === 'apartment' || propertyType === 'studio';
  if ((facts.rooms ?? 0) <= 2 && flatOrStudio && vary('type_studio_apartment', 0.05)) {
    propertyType = propertyType === 'studio' ? 'apartment' : 'studio';
  }

  let cadastral = property.cadastral;
  if (!owner) {
    if (cadastral && rng.chance(0.5)) {
      cadastral = null;
      variations.push('cadastral_dropped');
    } else if (
      !cadastral &&
      (facts.listing_type === 'sale' || facts.listing_type === 'mortgage') &&
      rng.chance(0.15)
    ) {
      cadastral = building.parcel;
      variations.push('cadastral_added');
    }
  }

  let description: string | null = facts.description;
  let descriptionEn: string | null = facts.description_en;
  let descriptionRu: string | null = facts.description_ru;
  if (!owner) {
    const style = rng.weighted({ copied: 25, rewritten: 35, shortened: 15, translated: 15, missing: 10 });
    variations.push(`description_${style}` as Variation);
    if (style === 'rewritten') {
      // Their own text states the figures they posted: a changed area, floor or room count, not the owner's.
      const again = withTexts(
        {
          ...facts,
          property_type: propertyType as DemoListing['property_type'],
          square_feet:
            variations.includes('area_rounded') || variations.includes('area_changed_much')
              ? area
              : facts.square_feet,
          floor: floor ?? facts.floor,
          total_floors: totalFloors ?? facts.total_floors,
          rooms: rooms ?? facts.rooms,
        },
        rng,
      );
      [description, descriptionEn, descriptionRu] = [
        again.description,
        again.description_en,
        again.description_ru,
      ];
    } else if (style === 'shortened') {
      const first = (text: string) => text.split(/(?<=[.!?])\s+/)[0] ?? text;
      [description, descriptionEn, descriptionRu] = [first(description), null, null];
    } else if (style === 'translated') {
      // A Russian- or English-speaking agent writes their own language in the main description.
      [description, descriptionEn, descriptionRu] = [
        rng.chance(0.6) ? descriptionRu : descriptionEn,
        null,
        null,
      ];
    } else if (style === 'missing') {
      [description, descriptionEn, descriptionRu] = ['', null, null];
    }
  }

  const photos: number[] = [];
  if (owner) {
    for (const plan of property.photos) photos.push(studio.add(plan, null));
  } else if (property.photos.length > 0) {
    const style = rng.weighted({ copied: 72, own: 15, none: 13 });
    if (style === 'copied') {
      variations.push('photos_subset_edited');
      const watermark = rng.chance(0.4)
        ? rng.pick(['Tbilisi Realty', 'Home.ge Agency', 'Сахли', 'ბინები'])
        : null;
      if (watermark) variations.push('photos_watermarked');
      const count = Math.max(
        1,
        property.photos.length -
          rng.weightedEntry([
            [0, 5],
            [1, 3],
            [2, 2],
          ] as const),
      );
      for (const plan of rng.shuffle(property.photos).slice(0, count)) {
        const edge = () => (rng.chance(0.5) ? rng.range(0, 0.08) : 0);
        photos.push(
          studio.add(plan, {
            crop: [edge(), edge(), edge(), edge()],
            width: rng.pick([480, 640, 800, 1024]),
            jpegQuality: rng.int(50, 90),
            brightness: rng.range(0.85, 1.15),
            brightnessMode: rng.chance(0.5) ? 'lightness' : 'exposure',
            watermark,
          }),
        );
      }
    } else if (style === 'own') {
      variations.push('photos_own');
      const count = rng.int(2, 5);
      for (let i = 0; i < count; i++) photos.push(studio.add(newPhoto(rng.pick(INTERIOR)), null));
    } else {
      variations.push('photos_none');
    }
  }

  return {
    listing: {
      propertyId: property.id,
      buildingId: building.id,
      neighbourhood: building.neighbourhood.slug,
      poster: owner ? 'owner' : 'agent',
      variations,
      cadastralCode: cadastral,
      address,
      state: building.district,
      urbanArea: building.neighbourhood.slug,
      ...position,
      hasExactPosition,
      propertyType,
      listingType: facts.listing_type,
      floor,
      totalFloors,
      squareFeet: area,
      rooms,
      bedrooms: facts.bedrooms,
      rentAmount: Math.round(price),
      description,
      descriptionEn,
      descriptionRu,
      photoHashes: [],
    },
    photos,
  };
}
