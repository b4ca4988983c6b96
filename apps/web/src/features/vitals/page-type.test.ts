import { describe, expect, it } from 'vitest';
import { vitalsPageType } from './page-type';

describe('vitalsPageType', () => {
  it('tells home, results, a listing and other pages apart in every language', () => {
    expect(vitalsPageType('/', '')).toBe('home');
    expect(vitalsPageType('/en', '')).toBe('home');
    expect(vitalsPageType('/ru', '?listing_type=rent')).toBe('results');
    expect(vitalsPageType('/property/12', '')).toBe('property');
    expect(vitalsPageType('/en/property/12', '?from=alert')).toBe('property');
    expect(vitalsPageType('/entry', '')).toBe('other');
    expect(vitalsPageType('/en/dashboard', '')).toBe('other');
    expect(vitalsPageType('/property/12/edit', '')).toBe('other');
  });
});
