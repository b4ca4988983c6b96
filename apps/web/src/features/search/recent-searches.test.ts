import { describe, expect, it } from 'vitest';
import { parseSearchState } from '@/lib/search/read-search-state';
import { DEFAULT_SEARCH } from '@/lib/search/search-state';
import { otherFilterCount, recentSearchQuery } from './recent-searches';
import { searchOfQuery } from './search-of-query';

describe('recentSearchQuery', () => {
  it('keeps the filters and leaves out page, sort and map view', () => {
    const state = parseSearchState({
      listing_type: 'rent',
      locations: ['vake', 'saburtalo'],
      query: 'metro',
      page: '3',
      sort_by: 'price',
      sort_order: 'asc',
      view: 'map',
    });
    expect(recentSearchQuery(state)).toBe('listing_type=rent&locations=vake&locations=saburtalo&query=metro');
  });

  it('is empty for the plain home page', () => {
    expect(recentSearchQuery({ ...DEFAULT_SEARCH, page: 4, sort_by: 'area' })).toBe('');
  });
});

describe('searchOfQuery', () => {
  it('reads a remembered search back, lists included', () => {
    const state = parseSearchState({
      listing_type: 'daily_rent',
      locations: ['vake', 'saburtalo'],
      renovation: ['renovated', 'white_frame'],
      min_rent: '100',
      currency: 'USD',
    });
    expect(searchOfQuery(recentSearchQuery(state))).toEqual(state);
  });
});

describe('otherFilterCount', () => {
  it('counts what the summary does not spell out', () => {
    const state = searchOfQuery('query=x&min_rent=5&min_rooms=2&max_rooms=4&min_floor=2&verified=true');
    expect(otherFilterCount(state)).toBe(4);
  });
});
