import { describe, expect, it } from 'vitest';
import { renderDemoPhoto } from '../../../tools/seed/demo-photos';
import { candidateKeys, geoCell, geoCellsAround } from './candidate-keys';
import { photoHashBands, photoHashBandsToSearch } from '../media/photo-fingerprint';
import { editPhoto } from '../../../tools/duplicates-eval/synthetic-photos';
import { computePhotoFingerprint, computePhotoHash } from '../media/photo-fingerprint';
import { type DuplicateCandidateListing } from './score-pair';
import { distanceMetres } from './pair-evidence';

const metresNorth = (lat: number, metres: number) => lat + metres / 111_320;
const metresEast = (lat: number, lng: number, metres: number) =>
  lng + metres / (111_320 * Math.cos((lat * Math.PI) / 180));

describe('geoCell', () => {
  it('finds every pin within 150 m among the nine cells around a pin, and none 500 m away', () => {
    const lat = 41.70912;
    const lng = 44.76015;
    for (let angle = 0; angle < 360; angle += 15) {
      const rad = (angle * Math.PI) / 180;
      for (const metres of [10, 60, 140]) {
        const otherLat = metresNorth(lat, metres * Math.cos(rad));
        const otherLng = metresEast(lat, lng, metres * Math.sin(rad));
        expect(distanceMetres(lat, lng, otherLat, otherLng)).toBeLessThan(150);
        expect(geoCellsAround(lat, lng)).toContain(geoCell(otherLat, otherLng));
      }
      const far = geoCell(metresNorth(lat, 500 * Math.cos(rad)), metresEast(lat, lng, 500 * Math.sin(rad)));
      expect(geoCellsAround(lat, lng)).not.toContain(far);
    }
  });
});

describe('photo hash bands', () => {
  it('lets most re-posted copies find their original by an exact band lookup, and few strangers', async () => {
    const kinds = ['living_room', 'bedroom', 'kitchen', 'bathroom', 'view', 'exterior'] as const;
    const originals: string[] = [];
    const copies: string[] = [];
    for (let i = 0; i < 18; i++) {
      const photo = await renderDemoPhoto(kinds[i % kinds.length]!, 300 + i, 640, 480);
      originals.push(await computePhotoFingerprint(photo));
      const edge = 0.05 + (i % 4) * 0.01;
      const copy = await editPhoto(photo, {
        crop: [edge, 0.08 - edge + 0.05, 0.06, edge],
        width: 640,
        jpegQuality: 60,
        brightness: i % 2 ? 0.85 : 1.15,
        brightnessMode: i % 3 ? 'lightness' : 'exposure',
        watermark: null,
      });
      copies.push(await computePhotoFingerprint(copy));
    }
    const meets = (copy: string, original: string) => {
      const stored = new Set(photoHashBands(original));
      return photoHashBandsToSearch(copy).some((band) => stored.has(band));
    };
    const found = copies.filter((copy, i) => meets(copy, originals[i]!)).length;
    expect(found / copies.length).toBeGreaterThanOrEqual(0.75);
    let strangers = 0;
    for (const [i, copy] of copies.entries()) {
      for (const [j, original] of originals.entries()) if (i !== j && meets(copy, original)) strangers++;
    }
    expect(strangers / (copies.length * (copies.length - 1))).toBeLessThan(0.02);
  }, 30_000);

  it('tags each band with its position, so equal values in other positions do not meet', async () => {
    const hash = await computePhotoHash(await renderDemoPhoto('kitchen', 5, 320, 240));
    const bands = photoHashBands(hash);
    expect(bands).toHaveLength(4);
    expect(bands.map((band) => band >> 16)).toEqual([0, 1, 2, 3]);
    expect(bands.map((band) => (band & 0xffff).toString(16).padStart(4, '0')).join('')).toBe(hash);
    expect(photoHashBandsToSearch(hash)).toEqual(bands);
  });
});

describe('candidateKeys', () => {
  const listing: DuplicateCandidateListing = {
    cadastralCode: '01.14.12.009.101.01.505',
    address: 'ილია ჭავჭავაძის გამზ. 37ა',
    state: 'vake-saburtalo',
    urbanArea: 'vake',
    latitude: 41.70912,
    longitude: 44.76015,
    propertyType: 'apartment',
    listingType: 'sale',
    floor: 7,
    totalFloors: 14,
    squareFeet: 96,
    rooms: 4,
    bedrooms: 3,
    rentAmount: 410_000,
    description: '',
    descriptionEn: null,
    descriptionRu: null,
    photoHashes: ['0123456789abcdef', 'not a hash'],
  };

  it('gives the keys an index looks a listing up by', () => {
    expect(candidateKeys(listing)).toEqual({
      cadastralDigits: '01141200910101505',
      cadastralParcel: '011412009101',
      // A unit code in the public field is looked up in the private one too (and the other way round).
      unitCadastralDigits: '01141200910101505',
      addressKey: 'chavchavadz 37a',
      street: 'chavchavadz',
      hasHouse: true,
      geoCell: geoCell(41.70912, 44.76015),
      geoCellsToSearch: geoCellsAround(41.70912, 44.76015),
      photoHashBands: [0x0123, 0x14567, 0x289ab, 0x3cdef],
      photoHashBandsToSearch: [0x0123, 0x14567, 0x289ab, 0x3cdef],
    });
  });

  it('leaves out what is missing, and a position that is only the neighbourhood centre', () => {
    const keys = candidateKeys({
      ...listing,
      cadastralCode: '01.14',
      address: 'Tbilisi',
      latitude: 41.7093,
      longitude: 44.7637,
      photoHashes: [],
    });
    expect(keys).toMatchObject({
      cadastralDigits: null,
      unitCadastralDigits: null,
      addressKey: null,
      street: null,
      geoCell: null,
      geoCellsToSearch: [],
    });
    expect(
      candidateKeys({
        ...listing,
        cadastralCode: '01.14.12.009.101',
        unitCadastralCode: '01.14.12.009.101.01.7',
      }),
    ).toMatchObject({ cadastralParcel: '011412009101', unitCadastralDigits: '011412009101017' });
    expect(candidateKeys({ ...listing, address: 'Chavchavadze Ave.' })).toMatchObject({
      addressKey: 'chavchavadz',
      street: 'chavchavadz',
      hasHouse: false,
    });
  });
});
