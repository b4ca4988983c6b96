/**
 * A labelled world of Tbilisi listings, written from the plain description of how flats get re-posted (see
 * README.md in this folder), with its own random source. Every listing knows the flat it offers (the ground truth)
 * and what its poster did while writing it (the traits the pair kinds are derived from).
 */
import { DISTRICTS, findLocation } from '@tbilisi/contracts';
import type { Camera, PhotoEdits, PhotoSpec, Room, RoomType } from './photos';
import { Random } from './prng';
import { decorate, makeCamera, makeLayout, otherAngle, type RoomLayout } from './rooms';
import { LANDMARKS, STREETS, type Street } from './streets';
import {
  agencyDescription,
  developerDescription,
  ownerDescription,
  pickOwnerSentences,
  title,
  type Deal,
  type Language,
  type TextFacts,
} from './texts';

export type Role = 'owner' | 'agent' | 'developer';

export interface WorldPoster {
  key: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

interface Agency {
  posterKey: string;
  name: string;
  phone: string;
  slogan: Record<Language, string>;
  language: Language;
  watermark: PhotoEdits['watermark'];
  markup: number;
  usdShare: number;
  vagueAddressShare: number;
}

export interface Building {
  id: string;
  street: Street;
  number: number;
  corner?: { street: Street; number: number };
  neighbourhood: string;
  district: string;
  latitude: number;
  longitude: number;
  floors: number;
  kind: 'soviet' | 'old' | 'new';
  cadastralCode: string;
  yearBuilt: number;
}

export interface WorldFlat {
  id: string;
  building: Building;
  floor: number;
  flatNumber: number;
  area: number;
  balcony: number;
  rooms: number;
  bathrooms: number;
  isStudio: boolean;
  renovation: string;
  furnished: boolean;
  features: string[];
  unitCadastralCode: string;
  salePriceUsd: number;
  rentUsd: number;
  dailyUsd: number;
  /** The flat's rooms with the owner's cameras: the photos an owner takes and hands to agents. */
  rooms3d: Room[];
  ownerShots: { room: number; camera: Camera; shotId: string }[];
  /** The developer project and plan a unit belongs to (units of one plan share renders). */
  project?: string;
  plan?: string;
  /** The layout key it shares with a same-plan neighbour in the building. */
  layoutKey: string;
  /** Day from which the asking price is lower (the owner dropped it), with the factor. */
  priceDrop?: { day: number; factor: number };
}

export type AddressForm = 'street' | 'corner' | 'neighbourhood' | 'landmark' | 'no_number' | 'wrong_number';
export type TextSource = 'own' | 'copy' | 'translated' | 'template' | 'developer';
export type PhotoSource = 'own' | 'reused' | 'other_angle' | 'mixed' | 'renders' | 'none';

export interface ListingTraits {
  role: Role;
  deal: Deal;
  addressForm: AddressForm;
  /** Which street of a corner building the address names (0: the main one). */
  streetUsed: 0 | 1 | null;
  script: Language | null;
  spelling: string | null;
  language: Language;
  textSource: TextSource;
  areaWritten: number;
  roomsWritten: number;
  bedroomsWritten: number;
  floorGiven: boolean;
  totalFloorsOff: boolean;
  currency: 'GEL' | 'USD';
  priceGel: number;
  cadastral: 'none' | 'building' | 'unit';
  pin: 'building' | 'neighbourhood' | 'none';
  photoSource: PhotoSource;
  shotIds: string[];
  photosEdited: boolean;
  /** The listing this one re-posts after it was deleted. */
  repostOf?: string;
  /** The poster posts the flat a second time while the first is active (a re-posting script). */
  repeatOf?: string;
}

export interface WorldListing {
  key: string;
  flatId: string;
  posterKey: string;
  day: number;
  body: Record<string, unknown>;
  photos: PhotoSpec[];
  /** Values for optional form fields, sent only when the running api's form has them. */
  optional: { unitCadastralCode?: string; flatNumber?: string };
  traits: ListingTraits;
  deleteOnDay?: number;
}

export interface WorldEvent {
  day: number;
  type: 'create' | 'delete';
  listingKey: string;
}

export interface World {
  seed: number;
  posters: WorldPoster[];
  flats: WorldFlat[];
  listings: WorldListing[];
  events: WorldEvent[];
}

export interface WorldOptions {
  seed: number;
  /** How many listings to post (deleted ones and expected refusals included). */
  listings?: number;
}

const FIRST = [
  'Giorgi',
  'Nino',
  'Davit',
  'Mariam',
  'Levan',
  'Ana',
  'Irakli',
  'Tamar',
  'Nika',
  'Salome',
  'Zurab',
  'Eka',
  'Sandro',
  'Natia',
  'Luka',
  'Keti',
  'Dato',
  'Maia',
  'Vakhtang',
  'Lika',
];
const LAST = [
  'Beridze',
  'Kapanadze',
  'Gelashvili',
  'Maisuradze',
  'Giorgadze',
  'Lomidze',
  'Tsiklauri',
  'Bolkvadze',
  'Kvaratskhelia',
  'Nozadze',
  'Chkheidze',
  'Abashidze',
  'Mamaladze',
  'Javakhishvili',
  'Khutsishvili',
  'Tabatadze',
];
const AGENCY_NAMES = [
  'Tbilisi Realty',
  'Vake Estate',
  'Domus Georgia',
  'Gold House',
  'City Brokers',
  'Saburtalo Homes',
  'Caucasus Property',
  'Best Flat',
  'Metro Homes',
  'Kartli Invest',
  'Old Town Realty',
  'Home Line',
];
const WATERMARK_COLOURS = ['#ffffff', '#e53935', '#1e88e5', '#fdd835', '#43a047', '#8e24aa'];
const SLOGANS: Record<Language, string>[] = [
  { ka: 'საუკეთესო შეთავაზება!', ru: 'Лучшее предложение!', en: 'Best offer!' },
  { ka: 'ექსკლუზიური შეთავაზება.', ru: 'Эксклюзивное предложение.', en: 'Exclusive listing.' },
  { ka: 'უძრავი ქონება თბილისში.', ru: 'Недвижимость в Тбилиси.', en: 'Real estate in Tbilisi.' },
  { ka: 'სწრაფი გაფორმება.', ru: 'Быстрое оформление.', en: 'Fast paperwork.' },
];
const PROJECT_NAMES = [
  'Lisi Green Town',
  'Axis Towers',
  'Dighomi Park',
  'Krtsanisi Residence',
  'Vake Gardens',
  'Isani City',
  'Saburtalo Hills',
  'Metro Park',
];
const PRICE_PER_SQM_USD: Record<string, number> = {
  vake: 1650,
  mtatsminda: 1500,
  vera: 1500,
  sololaki: 1450,
  kala: 1400,
  saburtalo: 1200,
  'vazha-pshavela-quarters': 1050,
  'nutsubidze-plateau': 950,
  vashlijvari: 1050,
  'lisi-lake': 1250,
  'didi-dighomi': 850,
  'dighomi-massive': 800,
  didube: 950,
  chughureti: 1000,
  kukia: 900,
  nadzaladevi: 800,
  gldani: 650,
  avlabari: 1100,
  isani: 800,
  navtlughi: 700,
  varketili: 650,
  vazisubani: 650,
  krtsanisi: 1200,
  ortachala: 950,
  tskneti: 900,
};
export const USD_GEL = 2.71;

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function neighbourhoodNames(slug: string): { ka: string; en: string; ru: string } {
  const found = findLocation(slug);
  const node = found?.neighbourhood ?? found?.district;
  if (!node) throw new Error(`unknown neighbourhood ${slug}`);
  return { ka: node.name_ka, en: node.name_en, ru: node.name_ru };
}

function districtOf(slug: string): string {
  const found = findLocation(slug);
  if (!found) throw new Error(`unknown neighbourhood ${slug}`);
  return found.district.slug;
}

function centreOf(slug: string): { latitude: number; longitude: number } {
  for (const district of DISTRICTS) {
    const n = district.neighbourhoods.find((x) => x.slug === slug);
    if (n) return { latitude: n.latitude, longitude: n.longitude };
  }
  throw new Error(`unknown neighbourhood ${slug}`);
}

/** How a poster writes a street address in a script. */
function writeStreet(
  rng: Random,
  street: Street,
  number: number | null,
  script: Language,
  spelling: string,
): string {
  const n = number === null ? '' : String(number);
  if (script === 'ka') {
    const type =
      street.kind === 'avenue' ? rng.pick(['გამზ.', 'გამზირი', 'გამზ']) : rng.pick(['ქ.', 'ქუჩა', 'ქ']);
    const form = rng.int(0, 2);
    if (!n) return `${street.ka} ${type}`;
    return form === 0
      ? `${street.ka} ${type} ${n}`
      : form === 1
        ? `${street.ka} ${type} N${n}`
        : `თბილისი, ${street.ka} ${type} #${n}`;
  }
  if (script === 'ru') {
    const type =
      street.kind === 'avenue' ? rng.pick(['пр.', 'проспект', 'пр-т']) : rng.pick(['ул.', 'улица']);
    const form = rng.int(0, 2);
    if (!n) return `${type} ${street.ru}`;
    return form === 0
      ? `${type} ${street.ru} ${n}`
      : form === 1
        ? `${street.ru} ${type}, д. ${n}`
        : `г. Тбилиси, ${type} ${street.ru}, ${n}`;
  }
  const type =
    street.kind === 'avenue'
      ? rng.pick(['Ave', 'Ave.', 'avenue', 'Avenue', 'ave'])
      : rng.pick(['St', 'St.', 'street', 'str.', 'Street']);
  const form = rng.int(0, 3);
  const text = !n
    ? `${spelling} ${type}`
    : form === 0
      ? `${spelling} ${type} ${n}`
      : form === 1
        ? `${n} ${spelling} ${type}`
        : form === 2
          ? `${spelling} ${type}, ${n}`
          : `${spelling} ${type} N${n}, Tbilisi`;
  return rng.chance(0.1) ? text.toLowerCase() : text;
}

class WorldBuilder {
  readonly posters: WorldPoster[] = [];
  readonly flats: WorldFlat[] = [];
  readonly listings: WorldListing[] = [];
  readonly events: WorldEvent[] = [];
  private readonly agencies: Agency[] = [];
  private readonly phones = new Set<string>();
  private buildingCount = 0;
  private flatCount = 0;
  private listingCount = 0;
  private projectCount = 0;
  /** Each flat's room layouts, for a same-plan neighbour to share. */
  private readonly layouts = new Map<string, RoomLayout[]>();

  constructor(private readonly rng: Random) {
    const count = rng.int(9, 12);
    for (let i = 0; i < count; i++) {
      const poster = this.addPoster(
        'agent',
        AGENCY_NAMES[i]!.split(' ')[0]!,
        AGENCY_NAMES[i]!.split(' ').slice(1).join(' ') || 'Agency',
      );
      this.agencies.push({
        posterKey: poster.key,
        name: AGENCY_NAMES[i]!,
        phone: poster.phone,
        slogan: rng.pick(SLOGANS),
        language: rng.weighted<Language>([
          ['ka', 5],
          ['ru', 2],
          ['en', 2],
        ]),
        watermark: rng.chance(0.75)
          ? {
              text: AGENCY_NAMES[i]!.toUpperCase(),
              colour: rng.pick(WATERMARK_COLOURS),
              position: rng.chance(0.5) ? 'centre' : 'corner',
            }
          : undefined,
        markup: rng.chance(0.7) ? rng.range(1.03, 1.1) : 1,
        usdShare: rng.range(0.3, 0.9),
        vagueAddressShare: rng.range(0.15, 0.6),
      });
    }
  }

  get listingTotal(): number {
    return this.listings.length;
  }

  private newPhone(): string {
    for (;;) {
      const phone = `+995 5${this.rng.int(50, 99)} ${pad(this.rng.int(0, 99), 2)} ${pad(this.rng.int(0, 99), 2)} ${pad(this.rng.int(0, 99), 2)}`;
      if (!this.phones.has(phone)) {
        this.phones.add(phone);
        return phone;
      }
    }
  }

  addPoster(
    role: Role,
    firstName = this.rng.pick(FIRST),
    lastName = this.rng.pick(LAST),
    phone = this.newPhone(),
  ): WorldPoster {
    const key = `P${pad(this.posters.length + 1, 4)}`;
    const poster: WorldPoster = {
      key,
      role,
      firstName,
      lastName,
      phone,
      email: `${role}.${key.toLowerCase()}@world.sakhli.test`,
    };
    this.posters.push(poster);
    return poster;
  }

  newBuilding(kind: Building['kind'], neighbourhood?: string): Building {
    const rng = this.rng;
    const candidates = neighbourhood ? STREETS.filter((s) => s.neighbourhood === neighbourhood) : STREETS;
    const street = rng.pick(candidates.length > 0 ? candidates : STREETS);
    const hood = street.neighbourhood;
    const sameHood = STREETS.filter((s) => s.neighbourhood === hood && s !== street);
    const corner =
      sameHood.length > 0 && rng.chance(0.3)
        ? { street: rng.pick(sameHood), number: rng.int(1, 60) }
        : undefined;
    const centre = centreOf(hood);
    const floors =
      kind === 'soviet' ? rng.pick([5, 9, 9, 12, 14, 16]) : kind === 'old' ? rng.int(2, 5) : rng.int(10, 22);
    this.buildingCount++;
    return {
      id: `B${pad(this.buildingCount, 4)}`,
      street,
      number: rng.int(1, 140),
      corner,
      neighbourhood: hood,
      district: districtOf(hood),
      latitude: centre.latitude + rng.range(-0.006, 0.006),
      longitude: centre.longitude + rng.range(-0.007, 0.007),
      floors,
      kind,
      cadastralCode: `01.${pad(rng.int(10, 19), 2)}.${pad(rng.int(1, 15), 2)}.${pad(rng.int(1, 999), 3)}.${pad(rng.int(1, 99), 3)}`,
      yearBuilt:
        kind === 'soviet' ? rng.int(1960, 1989) : kind === 'old' ? rng.int(1880, 1950) : rng.int(2019, 2027),
    };
  }

  private roomTypes(rooms: number, isStudio: boolean): RoomType[] {
    if (isStudio) return ['living', 'bathroom'];
    const types: RoomType[] = ['living', 'kitchen'];
    for (let i = 1; i < Math.min(rooms, 4); i++) types.push('bedroom');
    types.push('bathroom');
    return types;
  }

  /** A flat; `layoutFrom` makes it a same-plan neighbour (same layout, its own decor), `renderFrom` a same-plan unit. */
  newFlat(
    building: Building,
    opts: { layoutFrom?: WorldFlat; renderFrom?: WorldFlat; project?: string; plan?: string } = {},
  ): WorldFlat {
    const rng = this.rng;
    const model = opts.renderFrom ?? opts.layoutFrom;
    const isStudio = model ? model.isStudio : rng.chance(0.06);
    const rooms = model
      ? model.rooms
      : isStudio
        ? 1
        : rng.weighted([
            [1, 1],
            [2, 4],
            [3, 5],
            [4, 2],
            [5, 0.5],
          ]);
    const area = model
      ? opts.renderFrom
        ? model.area + rng.pick([0, 0, 0, 0.5, -0.5, 1.2])
        : model.area + rng.pick([0, 0, 1, -1])
      : Math.round((isStudio ? rng.range(25, 40) : 18 + rooms * rng.range(14, 22)) * 10) / 10;
    const balcony = model ? model.balcony : rng.chance(0.6) ? rng.int(3, 9) : 0;
    const floor = rng.int(building.kind === 'old' ? 1 : 2, building.floors);
    this.flatCount++;
    const id = `F${pad(this.flatCount, 4)}`;
    const renovation =
      building.kind === 'new'
        ? (opts.renderFrom?.renovation ??
          rng.weighted([
            ['white_frame', 4],
            ['black_frame', 2],
            ['green_frame', 2],
            ['newly_renovated', 2],
          ]))
        : rng.weighted([
            ['newly_renovated', 3],
            ['renovated', 4],
            ['old_renovated', 3],
            ['not_renovated', 1.5],
          ]);
    const renovated = renovation === 'newly_renovated' || renovation === 'renovated';
    let rooms3d: Room[];
    let ownerShots: WorldFlat['ownerShots'];
    let layoutKey: string;
    if (opts.renderFrom) {
      rooms3d = opts.renderFrom.rooms3d;
      ownerShots = opts.renderFrom.ownerShots;
      layoutKey = opts.renderFrom.layoutKey;
    } else {
      const layouts: RoomLayout[] = opts.layoutFrom
        ? this.layouts.get(opts.layoutFrom.id)!
        : this.roomTypes(rooms, isStudio).map((type) => makeLayout(rng, type, area / (rooms + 1.5)));
      rooms3d = layouts.map((layout) => decorate(rng, layout, renovated));
      ownerShots = [];
      rooms3d.forEach((room, i) => {
        const shots = room.type === 'bathroom' ? 1 : rng.int(1, 2);
        let camera = makeCamera(rng, room);
        for (let j = 0; j < shots; j++) {
          ownerShots.push({ room: i, camera, shotId: `${id}/r${i}/o${j}` });
          camera = otherAngle(rng, room, camera);
        }
      });
      layoutKey = opts.layoutFrom?.layoutKey ?? `${id}-layout`;
      this.layouts.set(id, layouts);
    }
    const features = new Set<string>();
    if (building.floors > 5) features.add('elevator');
    if (rng.chance(0.6)) features.add('central_heating');
    if (rng.chance(0.9)) features.add('natural_gas');
    if (rng.chance(0.5)) features.add('hot_water');
    if (balcony > 0) features.add('balcony');
    if (renovated && rng.chance(0.6)) features.add('air_conditioning');
    if (rng.chance(0.4)) features.add('internet');
    const furnished = building.kind !== 'new' && rng.chance(renovated ? 0.7 : 0.35);
    if (furnished)
      ['furniture', 'refrigerator', 'washing_machine', 'tv'].forEach(
        (f) => rng.chance(0.8) && features.add(f),
      );
    const ppm =
      (PRICE_PER_SQM_USD[building.neighbourhood] ?? 900) *
      (renovated ? 1.1 : building.kind === 'new' ? 0.95 : 0.9);
    const salePriceUsd = Math.round((area * ppm * rng.range(0.85, 1.15)) / 1000) * 1000;
    const flat: WorldFlat = {
      id,
      building,
      floor,
      flatNumber: floor * 4 - rng.int(0, 3),
      area,
      balcony,
      rooms,
      bathrooms: rooms >= 4 ? 2 : 1,
      isStudio,
      renovation,
      furnished,
      features: [...features],
      unitCadastralCode: `${building.cadastralCode}.01.${pad(floor * 4 - rng.int(0, 3), 3)}`,
      salePriceUsd,
      rentUsd: Math.round((area * ppm * rng.range(0.0055, 0.0075)) / 50) * 50,
      dailyUsd: Math.round(rng.range(35, 110)),
      rooms3d,
      ownerShots,
      project: opts.project,
      plan: opts.plan,
      layoutKey,
      priceDrop: rng.chance(0.3) ? { day: rng.int(10, 40), factor: rng.range(0.92, 0.97) } : undefined,
    };
    this.flats.push(flat);
    return flat;
  }

  private facts(
    flat: WorldFlat,
    deal: Deal,
    rooms: number,
    area: number,
    floorGiven: boolean,
    totalFloors: number | null,
  ): TextFacts {
    return {
      deal,
      rooms,
      area,
      floor: floorGiven ? flat.floor : null,
      totalFloors,
      neighbourhood: neighbourhoodNames(flat.building.neighbourhood),
      renovation: flat.renovation,
      furnished: flat.furnished,
      newBuilding: flat.building.kind === 'new',
      isStudio: flat.isStudio,
    };
  }

  private address(
    flat: WorldFlat,
    form: AddressForm,
    script: Language,
  ): { text: string; streetUsed: 0 | 1 | null; spelling: string | null } {
    const rng = this.rng;
    const b = flat.building;
    const useCorner = form === 'corner' && b.corner;
    const street = useCorner ? b.corner!.street : b.street;
    const number = useCorner ? b.corner!.number : b.number;
    const spelling =
      script === 'en' ? rng.weighted(street.latin.map((s, i) => [s, i === 0 ? 3 : 1] as const)) : null;
    const names = neighbourhoodNames(b.neighbourhood);
    if (form === 'neighbourhood') {
      const name = names[script];
      const text = rng.chance(0.5)
        ? name
        : script === 'ka'
          ? `თბილისი, ${name}`
          : script === 'ru'
            ? `Тбилиси, ${name}`
            : `${name}, Tbilisi`;
      return { text, streetUsed: null, spelling: null };
    }
    if (form === 'landmark') {
      const marks = LANDMARKS[b.neighbourhood];
      const text = marks ? rng.pick(marks)[script] : names[script];
      return { text, streetUsed: null, spelling: null };
    }
    const written =
      form === 'no_number'
        ? null
        : form === 'wrong_number'
          ? Math.max(1, number + rng.pick([-3, -2, -1, 1, 2, 10]))
          : number;
    return {
      text: writeStreet(rng, street, written, script, spelling ?? ''),
      streetUsed: useCorner ? 1 : 0,
      spelling,
    };
  }

  private price(flat: WorldFlat, deal: Deal, day: number): number {
    const usd =
      deal === 'sale'
        ? flat.salePriceUsd
        : deal === 'mortgage'
          ? Math.round((flat.salePriceUsd * 0.35) / 1000) * 1000
          : deal === 'rent'
            ? flat.rentUsd
            : flat.dailyUsd;
    return flat.priceDrop && day >= flat.priceDrop.day ? usd * flat.priceDrop.factor : usd;
  }

  private roundPrice(amount: number, deal: Deal): number {
    const step = deal === 'sale' || deal === 'mortgage' ? 500 : deal === 'rent' ? 10 : 1;
    return Math.max(step, Math.round(amount / step) * step);
  }

  private editsFor(role: Role, agency: Agency | undefined, reused: boolean): PhotoEdits {
    const rng = this.rng;
    if (role !== 'agent') return { quality: rng.int(82, 92), width: 800 };
    return {
      quality: rng.int(60, 85),
      width: rng.pick([800, 800, 760, 720]),
      crop:
        reused && rng.chance(0.4)
          ? (() => {
              const w = rng.range(0.84, 0.96);
              const h = rng.range(0.84, 0.96);
              return [rng.range(0, 1 - w), rng.range(0, 1 - h), w, h] as const;
            })()
          : undefined,
      brightness: rng.chance(0.3) ? rng.range(0.93, 1.07) : undefined,
      watermark: agency?.watermark,
    };
  }

  /** One listing of a flat by a poster; what the poster writes follows their role and habits. */
  addListing(
    flat: WorldFlat,
    poster: WorldPoster,
    deal: Deal,
    day: number,
    opts: {
      copyFrom?: WorldListing;
      photoCount?: number;
      repostOf?: WorldListing;
      repeatOf?: WorldListing;
      project?: { name: string; pricePerSqmUsd: number; completion: string };
    } = {},
  ): WorldListing {
    const rng = this.rng;
    const role = poster.role;
    const agency = role === 'agent' ? this.agencies.find((a) => a.posterKey === poster.key) : undefined;
    const b = flat.building;
    const shortDeal = deal === 'rent' || deal === 'daily_rent';
    const basis = opts.repostOf ?? opts.repeatOf;

    // Address: owners write the street (in their script), agents often only the neighbourhood or a landmark.
    let form: AddressForm;
    if (basis) form = basis.traits.addressForm;
    else if (role === 'developer') form = 'street';
    else if (role === 'agent' && rng.chance(agency!.vagueAddressShare))
      form = rng.chance(0.8) ? 'neighbourhood' : 'landmark';
    else
      form = rng.weighted<AddressForm>([
        ['street', 10],
        ['corner', b.corner ? 5 : 0],
        ['no_number', role === 'agent' ? 2 : 1],
        ['wrong_number', 1],
        ['landmark', role === 'owner' && shortDeal ? 0.7 : 0.2],
      ]);
    const script: Language =
      basis?.traits.script ??
      (role === 'agent'
        ? rng.weighted<Language>([
            [agency!.language, 3],
            ['ka', 1],
            ['en', 1],
            ['ru', 1],
          ])
        : rng.weighted<Language>([
            ['ka', 5],
            ['en', 3],
            ['ru', 2],
          ]));
    const address = this.address(flat, form, script);

    // Text: an owner writes their own; an agent copies it, translates it or uses the agency's template.
    const language: Language =
      basis?.traits.language ??
      (role === 'agent'
        ? rng.weighted<Language>([
            [agency!.language, 3],
            [script, 1],
          ])
        : script === 'en'
          ? rng.weighted<Language>([
              ['en', 2],
              ['ka', 1],
            ])
          : script);
    let textSource: TextSource =
      role === 'developer'
        ? 'developer'
        : role === 'agent'
          ? rng.weighted<TextSource>([
              ['copy', opts.copyFrom ? 3 : 0],
              ['translated', opts.copyFrom ? 2 : 0],
              ['template', 4],
            ])
          : 'own';
    if (basis) textSource = basis.traits.textSource;

    // The flat's facts as written.
    const areaWithBalcony = Math.round((flat.area + flat.balcony) * 10) / 10;
    let areaWritten = role === 'developer' ? flat.area : rng.chance(0.55) ? areaWithBalcony : flat.area;
    if (role === 'agent') {
      const change = rng.weighted([
        ['same', 5],
        ['round', 2],
        ['typo', 0.6],
        ['other', 1.5],
      ]);
      if (change === 'round') areaWritten = Math.round(areaWritten / 5) * 5;
      else if (change === 'typo') areaWritten = Math.max(10, areaWritten + rng.pick([-10, 10, 9, -9]));
      else if (change === 'other')
        areaWritten = areaWritten === areaWithBalcony ? flat.area : areaWithBalcony;
    } else if (role === 'owner' && rng.chance(0.3)) areaWritten = Math.round(areaWritten);
    if (basis) areaWritten = basis.traits.areaWritten;
    const countsBedrooms = role === 'agent' && !flat.isStudio && rng.chance(0.25);
    const roomsWritten =
      basis?.traits.roomsWritten ?? (countsBedrooms ? Math.max(1, flat.rooms - 1) : flat.rooms);
    const bedroomsWritten =
      basis?.traits.bedroomsWritten ??
      (flat.isStudio ? 0 : countsBedrooms && rng.chance(0.5) ? flat.rooms : Math.max(1, flat.rooms - 1));
    const floorGiven =
      basis?.traits.floorGiven ?? rng.chance(role === 'agent' ? 0.72 : role === 'developer' ? 1 : 0.93);
    const totalFloorsOff = basis?.traits.totalFloorsOff ?? (role !== 'developer' && rng.chance(0.12));
    const totalFloors =
      role === 'developer' || rng.chance(0.9) ? b.floors + (totalFloorsOff ? rng.pick([-1, 1]) : 0) : null;

    // Price: agents add their share and often quote the other currency; the asking price drops over weeks.
    let usd = this.price(flat, deal, day);
    if (role === 'agent') usd *= agency!.markup;
    const currency: 'GEL' | 'USD' =
      basis?.traits.currency ??
      (role === 'agent'
        ? rng.chance(agency!.usdShare)
          ? 'USD'
          : 'GEL'
        : role === 'developer'
          ? 'USD'
          : rng.chance(deal === 'sale' || deal === 'mortgage' ? 0.65 : deal === 'rent' ? 0.55 : 0.3)
            ? 'USD'
            : 'GEL');
    const price = this.roundPrice(currency === 'USD' ? usd : usd * USD_GEL, deal);

    // Codes: some owners give the building's cadastral code, few the unit's; agents rarely any.
    const cadastral: ListingTraits['cadastral'] =
      basis?.traits.cadastral ??
      (role === 'owner'
        ? rng.weighted([
            ['none', 70],
            ['building', 22],
            ['unit', 8],
          ])
        : role === 'agent'
          ? rng.weighted([
              ['none', 94],
              ['building', 5],
              ['unit', 1],
            ])
          : rng.weighted([
              ['none', 40],
              ['building', 60],
            ]));
    const pin: ListingTraits['pin'] =
      basis?.traits.pin ??
      (role === 'developer'
        ? 'building'
        : role === 'owner'
          ? rng.weighted([
              ['building', 55],
              ['neighbourhood', 10],
              ['none', 35],
            ])
          : rng.weighted([
              ['building', 30],
              ['neighbourhood', 30],
              ['none', 40],
            ]));

    // Photos.
    const maxPhotos = opts.photoCount ?? (shortDeal ? rng.int(2, 4) : rng.int(3, 8));
    let photos: PhotoSpec[] = [];
    let photoSource: PhotoSource;
    const ownerEdits = () => this.editsFor(role, agency, false);
    if (basis) {
      photoSource = basis.traits.photoSource;
      photos = rng.chance(0.5) ? rng.shuffle(basis.photos) : basis.photos.map((p) => ({ ...p }));
    } else if (role === 'developer') {
      photoSource = 'renders';
      const edits: PhotoEdits = { quality: 90, width: 800 };
      photos = flat.ownerShots
        .slice(0, 8)
        .map((s) => ({ room: flat.rooms3d[s.room]!, camera: s.camera, shotId: s.shotId, edits }));
    } else if (role === 'owner') {
      photoSource = 'own';
      const shots =
        flat.ownerShots.length > maxPhotos ? rng.sample(flat.ownerShots, maxPhotos) : flat.ownerShots;
      photos = shots.map((s) => ({
        room: flat.rooms3d[s.room]!,
        camera: s.camera,
        shotId: s.shotId,
        edits: ownerEdits(),
      }));
    } else {
      photoSource = rng.weighted<PhotoSource>([
        ['reused', 5],
        ['other_angle', 3],
        ['mixed', 2],
        ['none', shortDeal ? 0.4 : 0.1],
      ]);
      const reuse = (count: number) =>
        rng.shuffle(rng.sample(flat.ownerShots, Math.min(count, flat.ownerShots.length))).map((s) => ({
          room: flat.rooms3d[s.room]!,
          camera: s.camera,
          shotId: s.shotId,
          edits: this.editsFor(role, agency, true),
        }));
      const ownShots = (count: number) => {
        const roomIndexes = rng.shuffle(flat.rooms3d.map((_, i) => i)).slice(0, count);
        return roomIndexes.map((i) => {
          const room = flat.rooms3d[i]!;
          const taken = flat.ownerShots.find((s) => s.room === i)!;
          return {
            room,
            camera: otherAngle(rng, room, taken.camera),
            shotId: `${flat.id}/r${i}/${poster.key}`,
            edits: this.editsFor(role, agency, false),
          };
        });
      };
      if (photoSource === 'reused') photos = reuse(Math.max(2, rng.int(Math.ceil(maxPhotos / 2), maxPhotos)));
      else if (photoSource === 'other_angle')
        photos = ownShots(Math.max(2, Math.min(maxPhotos, flat.rooms3d.length)));
      else if (photoSource === 'mixed') photos = [...ownShots(rng.int(1, 2)), ...reuse(rng.int(1, 3))];
    }
    photos = photos.slice(0, 12);
    const photosEdited = photos.some((p) => p.edits.crop || p.edits.watermark || p.edits.brightness);

    const facts = this.facts(flat, deal, roomsWritten, areaWritten, floorGiven, totalFloors);
    let description: string;
    const sentences = pickOwnerSentences(rng, deal);
    if (basis) description = String(basis.body.description ?? '');
    else if (textSource === 'developer') description = developerDescription(facts, language, opts.project!);
    else if (textSource === 'template') description = agencyDescription(facts, language, agency!);
    else if (textSource === 'copy' && opts.copyFrom)
      description = String(opts.copyFrom.body.description ?? '');
    else if (textSource === 'translated' && opts.copyFrom) {
      const other = rng.pick(
        (['ka', 'ru', 'en'] as const).filter((l) => l !== opts.copyFrom!.traits.language),
      );
      description = ownerDescription(
        { ...facts, area: opts.copyFrom.traits.areaWritten },
        other,
        (opts.copyFrom as WorldListing & { sentences?: number[] }).sentences ?? sentences,
      );
    } else {
      if (textSource !== 'own') textSource = 'template';
      description =
        textSource === 'own'
          ? ownerDescription(facts, language, sentences)
          : agencyDescription(facts, language, agency!);
    }
    const titleText = basis
      ? String(basis.body.title)
      : title(facts, language, role === 'developer' ? 'developer' : role === 'agent' ? 'agent' : 'owner');

    const latitude =
      pin === 'building'
        ? b.latitude + rng.range(-0.0004, 0.0004)
        : pin === 'neighbourhood'
          ? centreOf(b.neighbourhood).latitude
          : undefined;
    const longitude =
      pin === 'building'
        ? b.longitude + rng.range(-0.0005, 0.0005)
        : pin === 'neighbourhood'
          ? centreOf(b.neighbourhood).longitude
          : undefined;
    const features = flat.features.filter(() => rng.chance(role === 'agent' ? 0.6 : 0.85));
    const body: Record<string, unknown> = {
      title: titleText.slice(0, 200),
      description,
      address: address.text,
      city: 'Tbilisi',
      state: b.district,
      urban_area: role === 'agent' || rng.chance(0.92) ? b.neighbourhood : null,
      property_type: flat.isStudio ? 'studio' : 'apartment',
      listing_type: deal,
      is_new_building: deal === 'sale' && b.kind === 'new',
      bedrooms: bedroomsWritten,
      bathrooms: flat.bathrooms,
      rooms: roomsWritten,
      square_feet: areaWritten,
      floor: floorGiven ? flat.floor : null,
      total_floors: totalFloors === null ? null : Math.max(totalFloors, floorGiven ? flat.floor : 1),
      renovation_status: flat.renovation,
      cadastral_code:
        cadastral === 'building' ? b.cadastralCode : cadastral === 'unit' ? flat.unitCadastralCode : null,
      features,
      rent_amount: price,
      currency,
      contact_phone: poster.phone,
      year_built: b.yearBuilt <= new Date().getFullYear() + 1 ? b.yearBuilt : null,
      is_furnished: flat.furnished,
      lease_duration: deal === 'rent' ? rng.pick([6, 12, 12, 24]) : 12,
      security_deposit: deal === 'rent' ? this.roundPrice(price, 'rent') : 0,
      latitude: latitude ?? null,
      longitude: longitude ?? null,
    };
    // Developers and agents who translate fill the other languages' fields too.
    if (textSource === 'translated' || (role === 'developer' && rng.chance(0.7))) {
      body.title_en = title(facts, 'en', role === 'developer' ? 'developer' : 'agent');
      body.title_ru = title(facts, 'ru', role === 'developer' ? 'developer' : 'agent');
    }

    const optional: WorldListing['optional'] = {};
    const fillsUnit = role === 'owner' ? 0.15 : role === 'agent' ? 0.03 : 0.3;
    const fillsNumber = role === 'owner' ? 0.35 : role === 'agent' ? 0.1 : 0.85;
    if (basis) Object.assign(optional, basis.optional);
    else {
      if (rng.chance(fillsUnit)) optional.unitCadastralCode = flat.unitCadastralCode;
      if (rng.chance(fillsNumber)) optional.flatNumber = String(flat.flatNumber);
    }

    this.listingCount++;
    const listing: WorldListing & { sentences?: number[] } = {
      key: `L${pad(this.listingCount, 4)}`,
      flatId: flat.id,
      posterKey: poster.key,
      day,
      body,
      photos,
      optional,
      traits: {
        role,
        deal,
        addressForm: form,
        streetUsed: address.streetUsed,
        script: form === 'neighbourhood' || form === 'landmark' ? null : script,
        spelling: address.spelling,
        language,
        textSource,
        areaWritten,
        roomsWritten,
        bedroomsWritten,
        floorGiven,
        totalFloorsOff,
        currency,
        priceGel: currency === 'USD' ? price * USD_GEL : price,
        cadastral,
        pin,
        photoSource,
        shotIds: photos.map((p) => p.shotId),
        photosEdited,
        repostOf: opts.repostOf?.key,
        repeatOf: opts.repeatOf?.key,
      },
      sentences: textSource === 'own' ? sentences : undefined,
    };
    this.listings.push(listing);
    this.events.push({ day, type: 'create', listingKey: listing.key });
    return listing;
  }

  deleteLater(listing: WorldListing, day: number) {
    listing.deleteOnDay = day;
    this.events.push({ day, type: 'delete', listingKey: listing.key });
  }

  agent(): WorldPoster {
    const a = this.rng.pick(this.agencies);
    return this.posters.find((p) => p.key === a.posterKey)!;
  }

  otherAgent(taken: readonly string[]): WorldPoster {
    const free = this.agencies.filter((a) => !taken.includes(a.posterKey));
    const a = this.rng.pick(free.length > 0 ? free : this.agencies);
    return this.posters.find((p) => p.key === a.posterKey)!;
  }

  nextProjectName(): string {
    return PROJECT_NAMES[this.projectCount++ % PROJECT_NAMES.length]!;
  }
}

type Scenario =
  | 'owner_only'
  | 'agent_only'
  | 'owner_and_agents'
  | 'agents_only'
  | 'owner_sale_and_rent'
  | 'owner_two_accounts'
  | 'repost_after_delete'
  | 'rent_owner_and_agents'
  | 'daily_rent'
  | 'same_account_repeat'
  | 'developer_project'
  | 'same_building_neighbours';

const SCENARIOS: readonly (readonly [Scenario, number])[] = [
  ['owner_only', 80],
  ['agent_only', 30],
  ['owner_and_agents', 11],
  ['agents_only', 4],
  ['owner_sale_and_rent', 3],
  ['owner_two_accounts', 2.5],
  ['repost_after_delete', 3],
  ['rent_owner_and_agents', 7],
  ['daily_rent', 6],
  ['same_account_repeat', 1.5],
  ['developer_project', 1.2],
  ['same_building_neighbours', 6],
];

const SHORT_DEALS: readonly (readonly [Deal, number])[] = [
  ['rent', 5],
  ['daily_rent', 1],
];
const ANY_DEAL: readonly (readonly [Deal, number])[] = [
  ['sale', 11],
  ['rent', 6],
  ['daily_rent', 1.2],
  ['mortgage', 0.8],
];

/** Generates the world for a seed: same seed, same world. */
export function generateWorld(options: WorldOptions): World {
  const target = options.listings ?? 400;
  const rng = new Random(options.seed);
  const w = new WorldBuilder(rng);
  const owner = () => w.addPoster('owner');
  // Flats to let are furnished flats in lived-in buildings; new buildings' flats are mostly sold as frames.
  const buildingKind = (deal: Deal = 'sale'): Building['kind'] =>
    rng.weighted([
      ['soviet', 6],
      ['old', 2],
      ['new', deal === 'sale' || deal === 'mortgage' ? 2 : 0],
    ]);
  const developers = Array.from({ length: 3 }, (_, i) =>
    w.addPoster('developer', ['Archi', 'Alliance', 'Maqro', 'Domus'][i]!, 'Development'),
  );

  while (w.listingTotal < target) {
    const scenario = rng.weighted(SCENARIOS);
    const day = rng.int(0, 50);
    const agentDay = () => Math.max(0, day + (rng.chance(0.2) ? -rng.int(1, 4) : rng.int(1, 18)));
    switch (scenario) {
      case 'owner_only':
      case 'agent_only': {
        const deal = rng.weighted(ANY_DEAL);
        const flat = w.newFlat(w.newBuilding(buildingKind(deal)));
        w.addListing(flat, scenario === 'owner_only' ? owner() : w.agent(), deal, day);
        break;
      }
      case 'owner_and_agents':
      case 'rent_owner_and_agents': {
        const deal = scenario === 'rent_owner_and_agents' ? rng.weighted(SHORT_DEALS) : 'sale';
        const flat = w.newFlat(w.newBuilding(buildingKind(deal)));
        const first = w.addListing(flat, owner(), deal, day);
        const taken: string[] = [];
        const agents = rng.weighted([
          [1, 5],
          [2, 3],
          [3, 1],
        ]);
        for (let i = 0; i < agents; i++) {
          const agent = w.otherAgent(taken);
          taken.push(agent.key);
          // Sometimes an agent offers the flat for rent while the owner sells it (or the reverse).
          const agentDeal: Deal = rng.chance(0.1) ? (deal === 'sale' ? 'rent' : 'sale') : deal;
          w.addListing(flat, agent, agentDeal, agentDay(), { copyFrom: first });
        }
        break;
      }
      case 'agents_only': {
        const deal = rng.weighted(ANY_DEAL);
        const flat = w.newFlat(w.newBuilding(buildingKind(deal)));
        const taken: string[] = [];
        for (let i = 0; i < rng.int(2, 3); i++) {
          const agent = w.otherAgent(taken);
          taken.push(agent.key);
          w.addListing(flat, agent, deal, agentDay());
        }
        break;
      }
      case 'owner_sale_and_rent': {
        const flat = w.newFlat(w.newBuilding(rng.chance(0.7) ? 'soviet' : 'old'));
        const poster = owner();
        const sale = w.addListing(flat, poster, 'sale', day);
        w.addListing(flat, poster, rng.chance(0.8) ? 'rent' : 'daily_rent', day + rng.int(0, 10), {
          copyFrom: sale,
        });
        if (rng.chance(0.4)) w.addListing(flat, w.agent(), 'rent', day + rng.int(2, 15), { copyFrom: sale });
        break;
      }
      case 'owner_two_accounts': {
        const deal = rng.weighted(ANY_DEAL);
        const flat = w.newFlat(w.newBuilding(buildingKind(deal)));
        const first = owner();
        w.addListing(flat, first, deal, day);
        // The second account: same person, the same phone or a relative's.
        const second = w.addPoster(
          'owner',
          first.firstName,
          first.lastName,
          rng.chance(0.5) ? first.phone : undefined,
        );
        w.addListing(flat, second, deal, day + rng.int(0, 6));
        break;
      }
      case 'repost_after_delete': {
        const deal = rng.weighted(ANY_DEAL);
        const flat = w.newFlat(w.newBuilding(buildingKind(deal)));
        const poster = owner();
        const first = w.addListing(flat, poster, deal, day);
        const deletedOn = day + rng.int(5, 12);
        w.deleteLater(first, deletedOn);
        w.addListing(flat, poster, deal, deletedOn + rng.int(0, 2), { repostOf: first });
        if (rng.chance(0.6)) w.addListing(flat, w.agent(), deal, agentDay(), { copyFrom: first });
        break;
      }
      case 'daily_rent': {
        const flat = w.newFlat(
          w.newBuilding(
            rng.chance(0.6) ? 'old' : 'soviet',
            rng.pick(['sololaki', 'kala', 'mtatsminda', 'vera', 'avlabari', 'vake', 'saburtalo']),
          ),
        );
        const first = w.addListing(flat, rng.chance(0.75) ? owner() : w.agent(), 'daily_rent', day);
        if (rng.chance(0.4))
          w.addListing(flat, w.otherAgent([first.posterKey]), 'daily_rent', agentDay(), { copyFrom: first });
        break;
      }
      case 'same_account_repeat': {
        const deal = rng.weighted(ANY_DEAL);
        const flat = w.newFlat(w.newBuilding(buildingKind(deal)));
        const poster = rng.chance(0.6) ? w.agent() : owner();
        const first = w.addListing(flat, poster, deal, day);
        w.addListing(flat, poster, deal, day + rng.int(1, 7), { repeatOf: first });
        break;
      }
      case 'developer_project': {
        const developer = rng.pick(developers);
        const building = w.newBuilding(
          'new',
          rng.pick([
            'lisi-lake',
            'didi-dighomi',
            'saburtalo',
            'krtsanisi',
            'vake',
            'isani',
            'dighomi-massive',
          ]),
        );
        const project = {
          name: w.nextProjectName(),
          pricePerSqmUsd: rng.int(8, 14) * 100,
          completion: `${rng.pick(['I', 'II', 'III', 'IV'])} ${rng.int(2027, 2029)}`,
        };
        const plans = Array.from({ length: rng.int(2, 4) }, (_, p) =>
          w.newFlat(building, { project: building.id, plan: `${building.id}-plan${p}` }),
        );
        const units = rng.int(8, 16);
        for (let u = 0; u < units; u++) {
          const plan = rng.pick(plans);
          // The first unit of a plan is the plan's own flat; the others share its renders and text.
          const flat =
            u < plans.length
              ? plans[u]!
              : w.newFlat(building, { renderFrom: plan, project: building.id, plan: plan.plan });
          const listing = w.addListing(flat, developer, 'sale', day + rng.int(0, 5), { project });
          if (rng.chance(0.12))
            w.addListing(flat, w.agent(), 'sale', listing.day + rng.int(1, 14), { copyFrom: listing });
        }
        break;
      }
      case 'same_building_neighbours': {
        const building = w.newBuilding('soviet');
        const a = w.newFlat(building);
        const b = w.newFlat(building, { layoutFrom: a });
        const deal = rng.chance(0.7) ? 'sale' : 'rent';
        const first = w.addListing(a, owner(), deal, day);
        w.addListing(b, rng.chance(0.75) ? owner() : w.agent(), deal, day + rng.int(0, 20));
        if (rng.chance(0.35)) w.addListing(a, w.agent(), deal, agentDay(), { copyFrom: first });
        break;
      }
    }
  }
  w.events.sort((x, y) => x.day - y.day || (x.type === y.type ? 0 : x.type === 'delete' ? -1 : 1));
  // Strip the sentence ids used while generating: a world is plain data.
  const listings = w.listings.map((listing) => {
    const { sentences: _sentences, ...rest } = listing as WorldListing & { sentences?: unknown };
    void _sentences;
    return rest;
  });
  return { seed: options.seed, posters: w.posters, flats: w.flats, listings, events: w.events };
}
