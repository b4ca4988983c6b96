import { describe, it, expect } from 'vitest';
import { DISTRICTS, expandLocationSlugs, findLocation } from './locations';

const GEORGIAN = /^[\u10D0-\u10FF0-9\s.,()-]+$/;
const CYRILLIC = /^[\u0400-\u04FF0-9\s.,()-]+$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const allNodes = DISTRICTS.flatMap((d) => [d, ...d.neighbourhoods]);
const allNeighbourhoods = DISTRICTS.flatMap((d) => d.neighbourhoods);

describe('location taxonomy', () => {
  it('has the six districts of the location picker', () => {
    expect(DISTRICTS.map((d) => d.slug)).toEqual([
      'vake-saburtalo',
      'isani-samgori',
      'gldani-nadzaladevi',
      'didube-chughureti',
      'old-tbilisi',
      'tbilisi-surroundings',
    ]);
  });

  it('gives every district 7 to 14 neighbourhoods, about 60 in all', () => {
    for (const district of DISTRICTS) {
      expect(district.neighbourhoods.length, district.slug).toBeGreaterThanOrEqual(7);
      expect(district.neighbourhoods.length, district.slug).toBeLessThanOrEqual(14);
    }
    expect(allNeighbourhoods.length).toBeGreaterThanOrEqual(55);
    expect(allNeighbourhoods.length).toBeLessThanOrEqual(70);
  });

  it('uses unique lowercase slugs across districts and neighbourhoods', () => {
    const slugs = allNodes.map((n) => n.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
  });

  it('names every node in Georgian, English and Russian, each in its own script', () => {
    for (const n of allNodes) {
      expect(n.name_ka, n.slug).toMatch(GEORGIAN);
      expect(n.name_ka, n.slug).toMatch(/[\u10D0-\u10FF]/);
      expect(n.name_ru, n.slug).toMatch(CYRILLIC);
      expect(n.name_ru, n.slug).toMatch(/[\u0400-\u04FF]/);
      expect(n.name_en.trim(), n.slug).not.toBe('');
      expect(n.name_en, n.slug).toMatch(/^[A-Za-z0-9\s.()-]+$/);
    }
  });

  it('places every centroid in and around Tbilisi', () => {
    for (const n of allNodes) {
      expect(n.latitude, n.slug).toBeGreaterThanOrEqual(41.55);
      expect(n.latitude, n.slug).toBeLessThanOrEqual(41.95);
      expect(n.longitude, n.slug).toBeGreaterThanOrEqual(44.55);
      expect(n.longitude, n.slug).toBeLessThanOrEqual(45.1);
      expect(Math.round(n.latitude * 1e4) / 1e4, n.slug).toBe(n.latitude);
      expect(Math.round(n.longitude * 1e4) / 1e4, n.slug).toBe(n.longitude);
    }
  });
});

describe('findLocation', () => {
  it('finds a district without a neighbourhood', () => {
    const found = findLocation('old-tbilisi');
    expect(found?.district.name_en).toBe('Old Tbilisi');
    expect(found?.neighbourhood).toBeUndefined();
  });

  it('finds a neighbourhood with its district', () => {
    const found = findLocation('vake');
    expect(found?.district.slug).toBe('vake-saburtalo');
    expect(found?.neighbourhood?.name_ka).toBe('ვაკე');
  });

  it('tolerates case and surrounding spaces, and answers undefined for an unknown slug', () => {
    expect(findLocation(' Sololaki ')?.neighbourhood?.slug).toBe('sololaki');
    expect(findLocation('atlantis')).toBeUndefined();
    expect(findLocation('')).toBeUndefined();
  });
});

describe('expandLocationSlugs', () => {
  it('expands a district into all of its neighbourhoods', () => {
    const oldTbilisi = DISTRICTS.find((d) => d.slug === 'old-tbilisi')!;
    const { neighbourhoods, unknown } = expandLocationSlugs(['old-tbilisi']);
    expect(neighbourhoods.sort()).toEqual(oldTbilisi.neighbourhoods.map((n) => n.slug).sort());
    expect(unknown).toEqual([]);
  });

  it('merges districts and neighbourhoods without duplicates', () => {
    const vakeSaburtalo = DISTRICTS.find((d) => d.slug === 'vake-saburtalo')!;
    const { neighbourhoods } = expandLocationSlugs(['vake', 'vake-saburtalo', 'gldani', 'gldani']);
    expect(neighbourhoods).toHaveLength(vakeSaburtalo.neighbourhoods.length + 1);
    expect(new Set(neighbourhoods).size).toBe(neighbourhoods.length);
    expect(neighbourhoods).toContain('gldani');
    expect(neighbourhoods).not.toContain('gldani-nadzaladevi');
  });

  it('reports unknown slugs once, as given, and ignores blanks', () => {
    const { neighbourhoods, unknown } = expandLocationSlugs(['Atlantis', 'sololaki', '', '  ', 'Atlantis']);
    expect(neighbourhoods).toEqual(['sololaki']);
    expect(unknown).toEqual(['Atlantis']);
  });

  it('covers every neighbourhood exactly once when given every district', () => {
    const { neighbourhoods } = expandLocationSlugs(DISTRICTS.map((d) => d.slug));
    expect(neighbourhoods.sort()).toEqual(allNeighbourhoods.map((n) => n.slug).sort());
  });

  it('answers empty lists for no input', () => {
    expect(expandLocationSlugs([])).toEqual({ neighbourhoods: [], unknown: [] });
  });
});
