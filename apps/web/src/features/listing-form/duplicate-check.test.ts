import { describe, expect, it } from 'vitest';
import {
  duplicateCheckInput,
  matchesToShow,
  mediaNameOf,
  oneMatchPerProperty,
  type DuplicateCheckValues,
} from './duplicate-check';

const blank: DuplicateCheckValues = {
  address: '',
  street_id: '',
  cadastral_code: '',
  state: '',
  urban_area: '',
  property_type: 'apartment',
  listing_type: 'sale',
  floor: '',
  total_floors: '',
  square_feet: '',
  rooms: '',
  bedrooms: '1',
  latitude: '',
  longitude: '',
};
const NAME = '0123456789abcdef0123456789abcdef';
const uploaded = { status: 'done' as const, url: `/media/${NAME}/1280.webp` };

describe('when the form asks whether its property is listed already', () => {
  it('does not ask while nothing could identify a property', () => {
    expect(duplicateCheckInput(blank, [])).toBeNull();
    expect(duplicateCheckInput({ ...blank, state: 'vake-saburtalo', floor: '4' }, [])).toBeNull();
  });

  it('does not ask for a few letters of an address or a code too short to look up', () => {
    expect(duplicateCheckInput({ ...blank, address: ' ვაკ ' }, [])).toBeNull();
    expect(duplicateCheckInput({ ...blank, cadastral_code: '01.14' }, [])).toBeNull();
  });

  it('asks once there is an address, a cadastral code or an uploaded photo', () => {
    expect(duplicateCheckInput({ ...blank, address: 'ჭავჭავაძის 10' }, [])).toMatchObject({
      address: 'ჭავჭავაძის 10',
    });
    expect(duplicateCheckInput({ ...blank, cadastral_code: '01.14.14.008.012' }, [])).toMatchObject({
      cadastral_code: '01.14.14.008.012',
    });
    expect(duplicateCheckInput(blank, [uploaded])).toMatchObject({ images: [NAME] });
  });

  it('ignores photos still uploading or failed', () => {
    expect(
      duplicateCheckInput(blank, [
        { status: 'uploading', url: undefined },
        { status: 'failed', url: undefined },
      ]),
    ).toBeNull();
  });

  it('sends the flat-level fields as numbers and leaves blank or invalid ones out', () => {
    const input = duplicateCheckInput(
      {
        ...blank,
        address: 'Chavchavadze Ave 10',
        state: 'vake-saburtalo',
        urban_area: 'vake',
        floor: '4',
        total_floors: '0',
        square_feet: '85.5',
        rooms: '2.5',
        bedrooms: '',
      },
      [],
    );
    expect(input).toEqual({
      address: 'Chavchavadze Ave 10',
      state: 'vake-saburtalo',
      urban_area: 'vake',
      property_type: 'apartment',
      listing_type: 'sale',
      floor: 4,
      square_feet: 85.5,
    });
  });

  it('sends the street picked from the suggestions with the address it was picked for', () => {
    const picked = { ...blank, address: 'Chavchavadze Ave 10', street_id: 'chavchavadze-avenue' };
    expect(duplicateCheckInput(picked, [])).toMatchObject({ street_id: 'chavchavadze-avenue' });
    expect(duplicateCheckInput({ ...picked, address: 'Ch' }, [])).toBeNull();
  });

  it('sends a map pin only with both coordinates', () => {
    const address = 'Chavchavadze Ave 10';
    expect(duplicateCheckInput({ ...blank, address, latitude: '41.71' }, [])).not.toHaveProperty('latitude');
    expect(
      duplicateCheckInput({ ...blank, address, latitude: '41.71', longitude: '44.75' }, []),
    ).toMatchObject({ latitude: 41.71, longitude: 44.75 });
  });

  it('reads the media name of an uploaded photo, and nothing from another address', () => {
    expect(mediaNameOf(`/media/${NAME}/640.webp`)).toBe(NAME);
    expect(mediaNameOf('blob:http://localhost/abc')).toBeUndefined();
    expect(mediaNameOf(undefined)).toBeUndefined();
  });
});

describe('the matches shown', () => {
  const match = (id: number, score: number) => ({ id, score, reasons: [] });

  it('never include the listing being edited, and come best first', () => {
    const edited = { id: 5, offers: [] };
    expect(matchesToShow([match(3, 0.6), match(7, 0.9), match(5, 0.99)], edited).map((m) => m.id)).toEqual([
      7, 3,
    ]);
    expect(matchesToShow(undefined, undefined)).toEqual([]);
  });

  it('leave out the offers the edited listing is already grouped with', () => {
    const edited = { id: 5, offers: [{ id: 3 }] as never[] };
    expect(matchesToShow([match(3, 0.95), match(7, 0.9)], edited).map((m) => m.id)).toEqual([7]);
  });
});

describe('one entry per property', () => {
  const match = (id: number, score: number) => ({ id, score, reasons: [] });
  const listing = (id: number, ownerId: number, otherOffers: number[] = []) => ({
    id,
    owner_id: ownerId,
    offers: otherOffers.map((offerId) => ({ id: offerId }) as never),
  });

  it('describes a property once however many of its listings match', () => {
    const details = new Map([
      [1, listing(1, 10, [2, 3])],
      [2, listing(2, 20, [1, 3])],
      [3, listing(3, 30, [1, 2])],
      [8, listing(8, 40)],
    ]);
    const shown = oneMatchPerProperty(
      [match(1, 0.9), match(2, 0.95), match(3, 0.8), match(8, 0.6)],
      details,
      99,
      3,
    );
    expect(shown.map((entry) => entry.match.id)).toEqual([2, 8]);
  });

  it("puts the poster's own listing first and marks it", () => {
    const details = new Map([
      [1, listing(1, 10, [2])],
      [2, listing(2, 99, [1])],
    ]);
    const shown = oneMatchPerProperty([match(1, 0.99), match(2, 0.6)], details, 99, 3);
    expect(shown).toMatchObject([{ match: { id: 2 }, yours: true }]);
  });

  it('keeps a listing whose details did not load, and stops at the limit', () => {
    const shown = oneMatchPerProperty([match(4, 0.9), match(5, 0.8), match(6, 0.7)], new Map(), null, 2);
    expect(shown.map((entry) => [entry.match.id, entry.yours])).toEqual([
      [4, false],
      [5, false],
    ]);
  });
});
