import { describe, expect, it } from 'vitest';
import { findLocation } from '@tbilisi/contracts';
import { emptyListing, listingFromProperty, listingSchema, toPayload } from './listing-schema';
import type { Property } from '@tbilisi/contracts';

const valid = {
  ...emptyListing(),
  title: 'ბინა ვაკეში',
  address: 'ჭავჭავაძის 1',
  state: 'vake-saburtalo',
  rent_amount: '1000',
};

describe('listing form', () => {
  it('requires title, address, district, city, type and price', () => {
    const result = listingSchema().safeParse({ ...emptyListing(), city: '', property_type: '' });
    const fields = result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(
      expect.arrayContaining(['title', 'address', 'state', 'city', 'property_type', 'rent_amount']),
    );
  });

  it('applies the validation bounds of docs/product/listings.md#validation', () => {
    const issues = (patch: Partial<typeof valid>) => {
      const result = listingSchema(2026).safeParse({ ...valid, ...patch });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(issues({ year_built: '1799' })).toEqual(['between:1800:2027']);
    expect(issues({ year_built: '2027' })).toEqual([]);
    expect(issues({ bathrooms: '1.25' })).toEqual(['halfStep']);
    expect(issues({ bedrooms: '-1' })).toEqual(['between:0:100']);
    expect(issues({ lease_duration: '0' })).toEqual(['between:1:1200']);
    expect(issues({ rent_amount: '-5' })).toEqual(['min:0']);
  });

  it("checks the flat's private identity: a unit's cadastral code and a flat number", () => {
    const issues = (patch: Partial<typeof valid>) => {
      const result = listingSchema(2026).safeParse({ ...valid, ...patch });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(issues({ unit_cadastral_code: '01.14.12.009.101.01.505', flat_number: '12ა' })).toEqual([]);
    expect(issues({ unit_cadastral_code: '01.14.12.009.101' })).toEqual(['unitCadastralCode']);
    expect(issues({ flat_number: 'top floor' })).toEqual(['flatNumber']);
    const payload = toPayload({ ...valid, flat_number: '12', show_cadastral_code: true });
    expect(payload).toMatchObject({ flat_number: '12', unit_cadastral_code: '', show_cadastral_code: true });
  });

  it('turns blanks into the defaults of docs/product/listings.md#blank-values', () => {
    const payload = toPayload({
      ...valid,
      bedrooms: '',
      bathrooms: '',
      lease_duration: '',
      security_deposit: '',
      floor: '',
    });
    expect(payload).toMatchObject({
      bedrooms: 1,
      bathrooms: 1,
      lease_duration: 12,
      security_deposit: 0,
      floor: null,
    });
  });

  it('sends the street picked from the suggestions by its id, and none for a typed address', () => {
    const picked = { ...valid, address: 'Chavchavadze Ave 1', street_id: 'chavchavadze-avenue' };
    expect(toPayload(picked)).toMatchObject({ street_id: 'chavchavadze-avenue' });
    expect(toPayload(valid).street_id).toBeNull();
    const stored = { ...picked, features: [], street_id: 'chavchavadze-avenue' } as unknown as Property;
    expect(listingFromProperty(stored).street_id).toBe('chavchavadze-avenue');
    expect(listingFromProperty({ ...stored, street_id: null }).street_id).toBe('');
  });

  it('marks only sale listings as new buildings', () => {
    expect(toPayload({ ...valid, listing_type: 'rent', is_new_building: true }).is_new_building).toBe(false);
  });
});

describe('listing form: map pin', () => {
  it('sends the pin, or the place centre when there is none (also to clear a pin on edit)', () => {
    expect(toPayload({ ...valid, latitude: '41.70931', longitude: '44.76372' })).toMatchObject({
      latitude: 41.70931,
      longitude: 44.76372,
    });
    const vake = findLocation('vake')!.neighbourhood!;
    expect(toPayload({ ...valid, urban_area: 'vake' })).toMatchObject({
      latitude: vake.latitude,
      longitude: vake.longitude,
    });
    const district = findLocation('vake-saburtalo')!.district;
    expect(toPayload(valid)).toMatchObject({ latitude: district.latitude, longitude: district.longitude });
  });

  it('wants both coordinates or neither, within range', () => {
    const issues = (patch: Partial<typeof valid>) => {
      const result = listingSchema(2026).safeParse({ ...valid, ...patch });
      return result.success
        ? []
        : result.error.issues.map((issue) => `${String(issue.path[0])}:${issue.message}`);
    };
    expect(issues({ latitude: '41.7' })).toEqual(['longitude:required']);
    expect(issues({ longitude: '44.8' })).toEqual(['latitude:required']);
    expect(issues({ latitude: '91', longitude: '44.8' })).toEqual(['latitude:between:-90:90']);
    expect(issues({ latitude: '41.7', longitude: '44.8' })).toEqual([]);
  });

  it('reads a stored position at the place centre as no pin', () => {
    const vake = findLocation('vake')!.neighbourhood!;
    const stored = { state: 'vake-saburtalo', urban_area: 'vake', features: [] };
    const at = (latitude: number, longitude: number) =>
      listingFromProperty({ ...stored, latitude, longitude } as unknown as Property);
    expect(at(vake.latitude, vake.longitude)).toMatchObject({ latitude: '', longitude: '' });
    expect(at(41.70931, 44.76372)).toMatchObject({ latitude: '41.70931', longitude: '44.76372' });
  });
});
