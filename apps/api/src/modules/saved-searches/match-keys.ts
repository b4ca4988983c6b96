import type { SearchFilters } from '@tbilisi/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The percolation index: each saved search is filed under keys `deal|place` ("rent|vake", "*|*" for any), and a
 * listing probes with every key that could file a search it matches (listingProbeKeysSql). A search's keys must cover
 * every listing it matches; they may cover more, as each candidate is then confirmed by the search's own filter
 * (find-matching-searches.ts). So a filter the keys cannot express (a text query, a map box) leaves them broad.
 */
export function searchMatchKeys(filters: SearchFilters): string[] {
  const deals = filters.listing_type?.length ? filters.listing_type : ['*'];
  // Every place filter must hold, so the keys of any one of them cover the search: the narrowest given is used.
  const places = filters.locations ?? filters.urban_area ?? filters.state ?? ['*'];
  return deals.flatMap((deal) => places.map((place) => `${deal}|${place.toLowerCase()}`));
}

/**
 * Every key a search matching this listing may be filed under, as SQL over the listing's row (`listing`, a table
 * or CTE with the properties columns): the deal types `*`, its own, and `new` for a new building's sale, each with
 * the places `*`, its district and its neighbourhood. Computed in the statement that probes the index, so that
 * matching reads the listing and its candidates in one round trip (find-matching-searches.ts).
 */
export function listingProbeKeysSql(listing: SQL): SQL {
  return sql`array(select deal || '|' || place
      from unnest(array['*', ${listing}.listing_type,
          case when ${listing}.listing_type = 'sale' and ${listing}.is_new_building then 'new' end]) as deal,
        unnest(array['*', lower(${listing}.state), lower(${listing}.urban_area)]) as place
      where deal is not null and place is not null)`;
}

/**
 * What the percolation index keeps of a search beside its filters: its keys, its price band in the currency it was
 * typed in and its rooms band (cheap cuts before confirming). Written when the search is saved.
 */
export function savedSearchIndex(filters: SearchFilters) {
  return {
    matchKeys: searchMatchKeys(filters),
    minPrice: filters.min_rent ?? null,
    maxPrice: filters.max_rent ?? null,
    priceCurrency: filters.currency === 'USD' ? ('USD' as const) : ('GEL' as const),
    minRooms: filters.min_rooms ?? null,
    maxRooms: filters.max_rooms ?? null,
  };
}
