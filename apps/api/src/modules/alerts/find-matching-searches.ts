import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { properties } from '../../db/schema';
import { listingProbeKeys } from '../saved-searches/match-keys';
import { compileFilter, confirmStatement } from './filter-shapes';

export interface MatchingSearch {
  id: number;
  userId: number;
  name: string;
  frequency: 'instant' | 'daily';
  locale: 'ka' | 'en' | 'ru';
}

export interface Candidate extends MatchingSearch {
  filters: string;
}

/** What the percolation index needs to know of a listing, and whether it is one search shows. */
export async function loadProbingListing(db: Db, propertyId: number) {
  const [listing] = await db
    .select({
      ownerId: properties.ownerId,
      listingType: properties.listingType,
      isNewBuilding: properties.isNewBuilding,
      state: properties.state,
      urbanArea: properties.urbanArea,
      rentAmount: properties.rentAmount,
      rentAmountUsd: properties.rentAmountUsd,
      rooms: properties.rooms,
      status: properties.status,
      isGroupLead: properties.isGroupLead,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return listing;
}

type ProbingListing = NonNullable<Awaited<ReturnType<typeof loadProbingListing>>>;

/**
 * The saved searches that may match a listing, other than its poster's own: those filed under one of its probe keys
 * (saved_searches_match_keys_idx) whose price band (in the currency each was typed in) and rooms band hold it. A
 * band left open (null) cuts nothing; a listing with no rooms given falls outside every rooms band, as it falls
 * outside the search's own rooms filter. Answers each candidate's filters as JSON text: compiled filters are
 * cached by it (filter-shapes.ts).
 */
export function candidateStatement(listing: ProbingListing): SQL {
  const probe = listingProbeKeys(listing);
  const price = sql`case price_currency when 'USD' then ${listing.rentAmountUsd}::float8 else ${listing.rentAmount}::float8 end`;
  return sql`select id, user_id as "userId", name, frequency, locale, filters::text as filters
      from saved_searches
      where not is_paused
        and match_keys && ${`{${probe.map((key) => `"${key.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]
        and user_id <> ${listing.ownerId}
        and (min_price is null or min_price <= ${price})
        and (max_price is null or max_price >= ${price})
        and (min_rooms is null or min_rooms <= ${listing.rooms}::int)
        and (max_rooms is null or max_rooms >= ${listing.rooms}::int)`;
}

/**
 * The saved searches a listing matches, other than its poster's own. Candidates come from the percolation index
 * (candidateStatement); each is then confirmed by the search's own WHERE clause (buildSearchFilter, the one search
 * uses) evaluated against this one listing row, all candidates in one statement (filter-shapes.ts). A listing
 * search would not show (inactive, or not its group's lead) matches nothing, as the clause includes that rule.
 */
export async function findMatchingSearches(db: Db, propertyId: number): Promise<MatchingSearch[]> {
  const listing = await loadProbingListing(db, propertyId);
  if (!listing || listing.status !== 'active' || !listing.isGroupLead) return [];
  const candidates = await queryRows<Candidate>(db, candidateStatement(listing));
  const statement = confirmStatement(
    propertyId,
    candidates.map((candidate) => compileFilter(candidate.filters)),
  );
  if (!statement) return [];
  const confirmed = await queryRows<{ i: number }>(db, statement);
  return confirmed
    .map((row) => row.i)
    .sort((a, b) => a - b)
    .map((index) => {
      const { filters: _filters, ...search } = candidates[index]!;
      return search;
    });
}
