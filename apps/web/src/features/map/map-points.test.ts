import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH } from '@/lib/search/search-state';
import { boxToLoad, clusterDiameter, compactPrice, toFeatures, toMapQuery } from './map-points';

const labels = {
  thousands: (amount: string) => `${amount}K`,
  millions: (amount: string) => `${amount}M`,
};
const view = { west: 44.74, south: 41.7, east: 44.78, north: 41.72 };

describe('map points', () => {
  it("asks the api with the list's filters and the box, without its page, sort or searched area", () => {
    const query = new URLSearchParams(
      toMapQuery(
        {
          ...DEFAULT_SEARCH,
          listing_type: 'rent',
          locations: ['vake', 'saburtalo'],
          numbers: { max_rent: 2000 },
          sort_by: 'price',
          page: 4,
          view: 'map',
          bbox: { west: 1, south: 2, east: 3, north: 4 },
        },
        view,
      ),
    );
    expect(query.get('listing_type')).toBe('rent');
    expect(query.getAll('locations')).toEqual(['vake', 'saburtalo']);
    expect(query.get('max_rent')).toBe('2000');
    expect(query.get('bbox')).toBe('44.74,41.7,44.78,41.72');
    for (const key of ['skip', 'limit', 'sort_by', 'sort_order', 'page', 'view'])
      expect(query.has(key), key).toBe(false);
  });

  it('loads the view with a margin and keeps a loaded box while it covers the view', () => {
    const first = boxToLoad(undefined, view, true);
    expect(first).toEqual({ west: 44.73, south: 41.695, east: 44.79, north: 41.725 });
    // A small pan inside the loaded box: nothing new to ask.
    const panned = { west: 44.742, south: 41.701, east: 44.782, north: 41.721 };
    expect(boxToLoad(first, panned, true)).toBe(first);
    // Out of it: a new box around the new view.
    const away = { west: 44.8, south: 41.75, east: 44.84, north: 41.77 };
    expect(boxToLoad(first, away, true)).toEqual({ west: 44.79, south: 41.745, east: 44.85, north: 41.775 });
  });

  it('asks again when zooming into a box whose points were capped, but not for the same box twice', () => {
    const loaded = boxToLoad(undefined, view, true);
    const zoomedIn = { west: 44.75, south: 41.705, east: 44.76, north: 41.71 };
    expect(boxToLoad(loaded, zoomedIn, false)).toEqual({
      west: 44.747,
      south: 41.703,
      east: 44.763,
      north: 41.712,
    });
    expect(boxToLoad(loaded, view, false)).toBe(loaded);
  });

  it('hands the clusterer GeoJSON points, longitude first', () => {
    expect(toFeatures([{ id: 7, latitude: 41.7, longitude: 44.8, price: 271, price_usd: 100 }])).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [44.8, 41.7] },
        properties: { id: 7, price: 271, price_usd: 100 },
      },
    ]);
  });

  it('shortens prices for markers, in the currency and number style of the reader', () => {
    expect(compactPrice(185_000, 'USD', 'en', labels)).toBe('$185K');
    expect(compactPrice(1_250_000, 'GEL', 'ka', labels)).toBe('1,3M ₾');
    expect(compactPrice(12_500_000, 'USD', 'en', labels)).toBe('$13M');
    expect(compactPrice(999_999, 'USD', 'en', labels)).toBe('$1M');
    expect(compactPrice(2_500, 'GEL', 'ru', labels)).toBe('2\u00a0500 ₾');
    expect(compactPrice(80, 'USD', 'en', labels)).toBe('$80');
  });

  it('grows cluster circles with their count, within bounds', () => {
    expect(clusterDiameter(2)).toBeGreaterThanOrEqual(30);
    expect(clusterDiameter(50)).toBeGreaterThan(clusterDiameter(5));
    expect(clusterDiameter(1_000_000)).toBe(64);
  });
});
