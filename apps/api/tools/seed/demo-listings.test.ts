import { DISTRICTS, LISTING_TYPES, PROPERTY_TYPES, propertyCreateSchema } from '@tbilisi/contracts';
import { describe, expect, it } from 'vitest';
import { generateDemoHistory, generateDemoListings } from './demo-listings';
import { STREETS } from './demo-streets';

const GEORGIAN = /[\u10D0-\u10FF]/u;
const CYRILLIC = /[\u0400-\u04FF]/u;

const listings = generateDemoListings(300);
const neighbourhoods = DISTRICTS.flatMap((d) => d.neighbourhoods.map((n) => n.slug));

describe('generateDemoListings', () => {
  it('gives the same listings for the same seed and different ones for another', () => {
    expect(generateDemoListings(50, 7)).toEqual(generateDemoListings(50, 7));
    expect(generateDemoListings(50, 8)).not.toEqual(generateDemoListings(50, 7));
  });

  it('covers every listing type, property type, district and neighbourhood in 300 listings', () => {
    const seen = (key: 'listing_type' | 'property_type' | 'state' | 'urban_area') =>
      new Set(listings.map((l) => l[key]));
    expect(seen('listing_type')).toEqual(new Set(LISTING_TYPES));
    expect(seen('property_type')).toEqual(new Set(PROPERTY_TYPES));
    expect(seen('state')).toEqual(new Set(DISTRICTS.map((d) => d.slug)));
    expect(seen('urban_area')).toEqual(new Set(neighbourhoods));
  });

  it('produces listings that pass the listing form schema', () => {
    for (const listing of generateDemoListings(1000, 3)) {
      const result = propertyCreateSchema.safeParse(listing);
      expect(result.error?.issues ?? [], listing.title).toEqual([]);
    }
  });

  it('keeps floors within the building and only on types that have them', () => {
    for (const l of listings) {
      const flat =
        l.property_type === 'land_plot' || l.property_type === 'house' || l.property_type === 'country_house';
      if (flat) {
        expect(l.floor).toBeNull();
        expect(l.total_floors).toBeNull();
      } else {
        expect(l.floor).not.toBeNull();
        expect(l.floor ?? 0).toBeGreaterThanOrEqual(1);
        expect(l.floor ?? 0).toBeLessThanOrEqual(l.total_floors ?? 0);
      }
      if (l.is_new_building) expect(l.total_floors).toBeGreaterThanOrEqual(10);
    }
  });

  it('marks only apartments for sale as new buildings', () => {
    for (const l of listings)
      if (l.is_new_building) expect([l.listing_type, l.property_type]).toEqual(['sale', 'apartment']);
    expect(listings.some((l) => l.is_new_building)).toBe(true);
  });

  it('prices every listing and takes a deposit only on monthly rent', () => {
    for (const l of listings) {
      expect(l.rent_amount).toBeGreaterThan(0);
      expect(l.security_deposit).toBe(l.listing_type === 'rent' ? l.rent_amount : 0);
    }
  });

  it('gives land no rooms, bathrooms, renovation or yard', () => {
    for (const l of listings.filter((x) => x.property_type === 'land_plot')) {
      expect([l.rooms, l.renovation_status, l.yard_area]).toEqual([null, null, null]);
      expect([l.bedrooms, l.bathrooms]).toEqual([0, 0]);
      expect(l.photo_kinds.every((k) => k === 'land' || k === 'view')).toBe(true);
    }
  });

  it('writes Georgian texts in Georgian script and Russian texts in Cyrillic', () => {
    for (const l of listings) {
      expect(l.title).toMatch(GEORGIAN);
      expect(l.description).toMatch(GEORGIAN);
      expect(l.title_ru).toMatch(CYRILLIC);
      expect(l.description_ru).toMatch(CYRILLIC);
      expect(l.title_en).not.toMatch(GEORGIAN);
      expect(l.description_en).not.toMatch(CYRILLIC);
    }
  });

  it('writes addresses in all three scripts', () => {
    expect(listings.some((l) => GEORGIAN.test(l.address))).toBe(true);
    expect(listings.some((l) => CYRILLIC.test(l.address))).toBe(true);
    expect(listings.some((l) => /^\d+ [A-Z]/u.test(l.address))).toBe(true);
  });

  it('places every listing near its neighbourhood', () => {
    const centroids = new Map(DISTRICTS.flatMap((d) => d.neighbourhoods.map((n) => [n.slug, n] as const)));
    for (const l of listings) {
      const c = centroids.get(l.urban_area);
      // 600 m is about 0.0054° of latitude and 0.0073° of longitude at Tbilisi.
      expect(Math.abs(l.latitude - (c?.latitude ?? 0))).toBeLessThan(0.006);
      expect(Math.abs(l.longitude - (c?.longitude ?? 0))).toBeLessThan(0.008);
    }
  });
});

describe('STREETS', () => {
  it('has two to five streets for every neighbourhood and none for unknown slugs', () => {
    for (const slug of neighbourhoods) {
      expect(STREETS[slug]?.length ?? 0, slug).toBeGreaterThanOrEqual(2);
      expect(STREETS[slug]?.length ?? 0, slug).toBeLessThanOrEqual(5);
    }
    expect(Object.keys(STREETS).sort()).toEqual([...neighbourhoods].sort());
  });

  it('spells each street in the right script', () => {
    for (const street of Object.values(STREETS).flat()) {
      expect(street.ka).toMatch(GEORGIAN);
      expect(street.ka_genitive).toMatch(/ის$|ს$/u);
      expect(street.ru).toMatch(CYRILLIC);
      expect(street.en).toMatch(/^[A-Z][A-Za-z -]+$/u);
    }
  });
});

describe('generateDemoHistory', () => {
  const history = generateDemoHistory(4000);
  const saleFlats = history.filter((l) => l.listing_type === 'sale' && l.property_type === 'apartment');
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const perM2Usd = (l: (typeof history)[number]) =>
    (l.currency === 'USD' ? l.rent_amount : l.rent_amount / 2.71) / l.square_feet;

  it('spans two years of listings that have all come off the market', () => {
    expect(Math.max(...history.map((l) => l.days_ago))).toBeGreaterThan(700);
    for (const l of history) {
      expect(l.days_listed).not.toBeNull();
      expect(l.days_listed!).toBeLessThanOrEqual(Math.max(0, l.days_ago - 1));
      expect(l.views).toBe(0);
    }
  });

  it('prices flats higher in Vake-Saburtalo than in Gldani, and higher this year than two years ago', () => {
    const inDistrict = (slug: string) => median(saleFlats.filter((l) => l.state === slug).map(perM2Usd));
    expect(inDistrict('vake-saburtalo')).toBeGreaterThan(1.5 * inDistrict('gldani-nadzaladevi'));
    const recent = median(
      saleFlats.filter((l) => l.days_ago < 180 && l.state === 'vake-saburtalo').map(perM2Usd),
    );
    const old = median(
      saleFlats.filter((l) => l.days_ago > 550 && l.state === 'vake-saburtalo').map(perM2Usd),
    );
    expect(recent / old).toBeGreaterThan(1.06);
  });
});
