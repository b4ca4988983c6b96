import { DISTRICTS } from '@tbilisi/contracts';
import { describe, expect, it } from 'vitest';
import { compressSelection, districtState, expandSelection } from './location-selection';

const district = DISTRICTS[0]!;
const [first, second] = district.neighbourhoods;

describe('location selection', () => {
  it('a district stands for all of its neighbourhoods', () => {
    expect(expandSelection([district.slug]).size).toBe(district.neighbourhoods.length);
  });

  it('collapses a complete district back to its slug and keeps partial ones as neighbourhoods', () => {
    expect(compressSelection(expandSelection([district.slug]))).toEqual([district.slug]);
    expect(compressSelection(new Set([first!.slug, second!.slug]))).toEqual([first!.slug, second!.slug]);
  });

  it('reports a parent as checked, unchecked or indeterminate', () => {
    expect(districtState(district.slug, new Set())).toBe(false);
    expect(districtState(district.slug, new Set([first!.slug]))).toBe('indeterminate');
    expect(districtState(district.slug, expandSelection([district.slug]))).toBe(true);
  });

  it('ignores unknown slugs', () => {
    expect(expandSelection(['atlantis']).size).toBe(0);
  });
});
