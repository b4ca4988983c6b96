import type { SearchFilters } from '@tbilisi/contracts';

/**
 * The percolation index: each saved search is filed under keys `deal|place` ("rent|vake", "*|*" for any), and a
 * listing probes with every key that could file a search it matches (listingProbeKeys). A search's keys must cover
 * every listing it matches; they may cover more, as each candidate is then confirmed by the search's own filter
 * (find-matching-searches.ts). So a filter the keys cannot express (a text query, a map box) leaves them broad.
 */
export function searchMatchKeys(filters: SearchFilters): string[] {
  const deals = filters.listing_type?.length ? filters.listing_type : ['*'];
  // Every place filter must hold, so the keys of any one of them cover the search: the narrowest given is used.
  const places = filters.locations ?? filters.urban_area ?? filters.state ?? ['*'];
  return deals.flatMap((deal) => places.map((place) => `${deal}|${place.toLowerCase()}`));
}

export interface ProbedListing {
  listingType: string;
  isNewBuilding: boolean;
  state: string;
  urbanArea: string | null;
}

/** Every key a search matching this listing may be filed under. */
export function listingProbeKeys(listing: ProbedListing): string[] {
  const deals = ['*', listing.listingType];
  if (listing.listingType === 'sale' && listing.isNewBuilding) deals.push('new');
  const places = ['*', listing.state.toLowerCase()];
  if (listing.urbanArea) places.push(listing.urbanArea.toLowerCase());
  return deals.flatMap((deal) => places.map((place) => `${deal}|${place}`));
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
