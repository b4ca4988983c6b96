import { describe, expect, it } from 'vitest';
import { containsBbox, formatBbox, padBbox, sameArea, snapBbox } from './bbox';
import { parseBbox } from './read-search-state';

const vake = { west: 44.74, south: 41.7, east: 44.78, north: 41.715 };

describe('map area (bbox)', () => {
  it('reads west,south,east,north and writes it back in the same order', () => {
    expect(parseBbox('44.74,41.7,44.78,41.715')).toEqual(vake);
    expect(parseBbox(' 44.74, 41.7 ,44.78,41.715')).toEqual(vake);
    expect(formatBbox(vake)).toBe('44.74,41.7,44.78,41.715');
    expect(formatBbox({ west: 44.123456789, south: 41.7, east: 44.2, north: 41.80000001 })).toBe(
      '44.12346,41.7,44.2,41.8',
    );
    expect(parseBbox(formatBbox(vake))).toEqual(vake);
  });

  it('treats anything malformed as no area, as the api would refuse it', () => {
    for (const raw of [
      undefined,
      '',
      '1,2,3',
      '1,2,3,4,5',
      'a,b,c,d',
      '44,41.8,45,41.7',
      '0,95,1,96',
      '200,0,1,1',
      '1,,2,3',
    ])
      expect(parseBbox(raw), String(raw)).toBeUndefined();
  });

  it('snaps outwards to a grid, so nearby views ask the same question and keep what they covered', () => {
    const snapped = snapBbox({ west: 44.7412, south: 41.7001, east: 44.7788, north: 41.7149 });
    expect(snapped).toEqual({ west: 44.741, south: 41.7, east: 44.779, north: 41.715 });
    expect(containsBbox(snapped, { west: 44.7412, south: 41.7001, east: 44.7788, north: 41.7149 })).toBe(
      true,
    );
    expect(snapBbox({ west: -180, south: -90, east: 180, north: 90 })).toEqual({
      west: -180,
      south: -90,
      east: 180,
      north: 90,
    });
  });

  it('pads by a share of its size and tells containment and sameness', () => {
    const padded = padBbox(vake, 0.5);
    expect(padded.west).toBeCloseTo(44.72);
    expect(padded.north).toBeCloseTo(41.7225);
    expect(containsBbox(padded, vake)).toBe(true);
    expect(containsBbox(vake, padded)).toBe(false);
    expect(sameArea(vake, { ...vake, west: 44.7402 })).toBe(true);
    expect(sameArea(vake, { ...vake, west: 44.75 })).toBe(false);
  });
});
