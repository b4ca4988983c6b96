import { describe, expect, it } from 'vitest';
import { emptyListing, listingSchema, toPayload } from './listing-schema';

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

  it('applies SPEC §5 bounds', () => {
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

  it('turns blanks into SPEC §5 defaults', () => {
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

  it('marks only sale listings as new buildings', () => {
    expect(toPayload({ ...valid, listing_type: 'rent', is_new_building: true }).is_new_building).toBe(false);
  });
});
