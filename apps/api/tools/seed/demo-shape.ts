import type { ListingType, PropertyType, RenovationStatus } from '@tbilisi/contracts';
import type { Rng } from './demo-random';
import { STREETS } from './demo-streets';

/** The physical side of a demo listing: what it is, how big, which floor, what state, where exactly. */

// Per deal type, so that e.g. land is sold but not let by the day, and flats dominate every tab as they do on
// myhome.ge (overall about 65% apartments, 10% houses, 7% commercial, 6% studios, 5% land, 2% hotels).
const PROPERTY_TYPE_WEIGHTS: Record<ListingType, Partial<Record<PropertyType, number>>> = {
  sale: { apartment: 64, house: 9, country_house: 5, land_plot: 9, commercial: 8, studio: 4, hotel: 2 },
  rent: { apartment: 74, house: 6, country_house: 2, commercial: 10, studio: 7, hotel: 1 },
  mortgage: { apartment: 80, house: 10, commercial: 5, studio: 5 },
  daily_rent: { apartment: 72, house: 4, country_house: 6, studio: 15 },
};

// Outside the city the market is houses, dachas and plots; in town country houses are rare.
const DISTRICT_TYPE_FACTOR: Record<string, Partial<Record<PropertyType, number>>> = {
  'tbilisi-surroundings': {
    apartment: 0.3,
    studio: 0.3,
    commercial: 0.3,
    hotel: 0.5,
    house: 3,
    country_house: 8,
    land_plot: 3,
  },
  'old-tbilisi': { hotel: 3, country_house: 0.1 },
};

export function demoPropertyType(listing: ListingType, district: string, rng: Rng): PropertyType {
  const factor = DISTRICT_TYPE_FACTOR[district] ?? { country_house: 0.15 };
  const weights: Partial<Record<PropertyType, number>> = {};
  for (const [type, weight] of Object.entries(PROPERTY_TYPE_WEIGHTS[listing]) as [PropertyType, number][])
    weights[type] = weight * (factor[type] ?? 1);
  return rng.weighted(weights);
}

export interface Layout {
  rooms: number | null;
  bedrooms: number;
  bathrooms: number;
  square_feet: number;
  floor: number | null;
  total_floors: number | null;
  yard_area: number | null;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const roundTo = (n: number, step: number) => Math.round(n / step) * step;

/** Storeys of a block of flats: Soviet 5-, 9-, 12- and 14-storey blocks; low houses in the old town. */
function storeys(isNew: boolean, district: string, rng: Rng): number {
  if (isNew) return rng.int(10, 25);
  if (district === 'old-tbilisi') return rng.int(2, 5);
  return rng.weightedEntry([
    [3, 1],
    [4, 2],
    [5, 3],
    [9, 4],
    [12, 2],
    [14, 1],
    [16, 1],
  ] as const);
}

export function demoLayout(type: PropertyType, isNew: boolean, district: string, rng: Rng): Layout {
  const none = { floor: null, total_floors: null, yard_area: null };
  switch (type) {
    case 'apartment':
    case 'studio': {
      const total = storeys(isNew, district, rng);
      const floor = rng.int(1, total);
      if (type === 'studio')
        return {
          rooms: 1,
          bedrooms: 0,
          bathrooms: 1,
          square_feet: rng.int(25, 45),
          floor,
          total_floors: total,
          yard_area: null,
        };
      // One-room flats are listed as studios, so a flat here always has a bedroom besides the living room.
      const rooms = rng.weightedEntry([
        [2, 30],
        [3, 36],
        [4, 22],
        [5, 8],
        [6, 3],
      ] as const);
      const bathrooms = rooms <= 2 ? 1 : rooms === 3 ? rng.pick([1, 1.5, 2]) : rng.pick([2, 2.5, 3]);
      const area = clamp(Math.round(rooms * rng.range(19, 28) + rng.range(5, 20)), 40, 180);
      return {
        rooms,
        bedrooms: rooms - 1,
        bathrooms,
        square_feet: area,
        floor,
        total_floors: total,
        yard_area: null,
      };
    }
    case 'house':
    case 'country_house': {
      const isHouse = type === 'house';
      const rooms = isHouse ? rng.int(3, 8) : rng.int(2, 6);
      const area = clamp(Math.round(rooms * rng.range(30, 55) + rng.range(0, 40)), 120, 450);
      const yard = roundTo(isHouse ? rng.range(150, 1200) : rng.range(300, 2500), 10);
      const bathrooms = Math.min(4, 1 + Math.floor(rooms / 2) + (rng.chance(0.4) ? 0.5 : 0));
      return {
        rooms,
        // Bigger houses often have a dining room or study besides the living room.
        bedrooms: rooms > 4 && rng.chance(0.5) ? rooms - 2 : rooms - 1,
        bathrooms,
        square_feet: area,
        ...none,
        yard_area: yard,
      };
    }
    case 'land_plot':
      return {
        rooms: null,
        bedrooms: 0,
        bathrooms: 0,
        square_feet: roundTo(rng.range(300, 3000), 10),
        ...none,
      };
    case 'commercial': {
      // Most commercial spaces are small shops and offices, so the size is skewed low.
      const area = Math.round(30 + 570 * rng.next() ** 2);
      const total = rng.weightedEntry([
        [1, 3],
        [2, 2],
        [4, 1],
        [5, 2],
        [9, 2],
        [12, 1],
        [16, 1],
      ] as const);
      return {
        rooms: clamp(Math.round(area / 45), 1, 12),
        bedrooms: rng.chance(0.1) ? 1 : 0,
        bathrooms: area < 150 ? 1 : rng.pick([1, 2, 2.5]),
        square_feet: area,
        floor: rng.chance(0.65) ? 1 : rng.int(1, total),
        total_floors: total,
        yard_area: null,
      };
    }
    case 'hotel': {
      const area = roundTo(rng.range(300, 1500), 10);
      const guestRooms = clamp(Math.round(area / rng.range(30, 45)), 8, 40);
      const total = rng.int(2, 6);
      return {
        rooms: guestRooms,
        bedrooms: guestRooms,
        bathrooms: guestRooms,
        square_feet: area,
        floor: 1,
        total_floors: total,
        yard_area: null,
      };
    }
  }
}

export function demoRenovation(
  type: PropertyType,
  listing: ListingType,
  isNew: boolean,
  rng: Rng,
): RenovationStatus | null {
  if (type === 'land_plot') return null;
  // New buildings are sold unfinished; nobody lets an unfinished flat; old stock is in every state.
  if (isNew) return rng.weighted({ green_frame: 30, black_frame: 25, white_frame: 35, newly_renovated: 10 });
  if (listing === 'rent' || listing === 'daily_rent')
    return rng.weighted({ old_renovated: 15, renovated: 45, newly_renovated: 40 });
  if (type === 'house' || type === 'country_house')
    return rng.weighted({
      not_renovated: 12,
      under_renovation: 6,
      old_renovated: 25,
      renovated: 30,
      newly_renovated: 20,
      black_frame: 4,
      white_frame: 3,
    });
  return rng.weighted({
    not_renovated: 8,
    under_renovation: 5,
    old_renovated: 27,
    renovated: 33,
    newly_renovated: 27,
  });
}

export function demoYearBuilt(type: PropertyType, isNew: boolean, district: string, rng: Rng): number | null {
  if (type === 'land_plot') return null;
  const thisYear = new Date().getFullYear();
  // The schema accepts up to next year, which is as far ahead as a handover date is usually promised.
  if (isNew) return rng.int(Math.min(2025, thisYear + 1), Math.min(2027, thisYear + 1));
  const year =
    district === 'old-tbilisi' && rng.chance(0.8)
      ? rng.int(1930, 1965)
      : type === 'house' || type === 'country_house'
        ? rng.int(1960, 2024)
        : rng.chance(0.7)
          ? rng.int(1955, 1990)
          : rng.int(2000, 2024);
  return Math.min(year, thisYear);
}

/** A street address, mostly in Georgian script as most owners write it, some in Latin or Cyrillic. */
export function demoAddress(neighbourhood: string, rng: Rng): string {
  const street = rng.pick(STREETS[neighbourhood] ?? []);
  const avenue = street.kind === 'avenue';
  const number = rng.int(1, avenue ? 150 : 60);
  const style = rng.next();
  if (style < 0.7) return `${street.ka_genitive} ${avenue ? 'გამზ.' : 'ქ.'} ${number}`;
  if (style < 0.9) return `${number} ${street.en} ${avenue ? 'Ave.' : 'St.'}`;
  return `${avenue ? 'просп.' : 'ул.'} ${street.ru} ${number}`;
}

// Tbilisi postcodes are 01xx; each district gets a few of the codes used there (0179 is Vake, 0105 Sololaki).
const ZIP_CODES: Record<string, readonly string[]> = {
  'vake-saburtalo': ['0179', '0162', '0160', '0171', '0177', '0186'],
  'old-tbilisi': ['0105', '0108', '0114', '0103'],
  'didube-chughureti': ['0102', '0112', '0119', '0194'],
  'isani-samgori': ['0144', '0159', '0163', '0182', '0113'],
  'gldani-nadzaladevi': ['0167', '0190', '0168', '0183'],
  'tbilisi-surroundings': ['0109', '0131', '0199'],
};

const MOBILE_PREFIXES = [
  '555',
  '551',
  '557',
  '558',
  '568',
  '571',
  '574',
  '577',
  '591',
  '593',
  '595',
  '597',
  '598',
  '599',
];

export function demoContact(district: string, rng: Rng): { zip_code: string; contact_phone: string } {
  const pair = () => String(rng.int(0, 99)).padStart(2, '0');
  return {
    zip_code: rng.pick(ZIP_CODES[district] ?? ['0100']),
    contact_phone: `+995 ${rng.pick(MOBILE_PREFIXES)} ${pair()} ${pair()} ${pair()}`,
  };
}
