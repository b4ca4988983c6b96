import { eq, sql } from 'drizzle-orm';
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

interface Candidate extends MatchingSearch {
  filters: string;
}

/**
 * The saved searches a listing matches, other than its poster's own. Candidates come from the percolation index
 * (saved_searches_match_keys_idx: deal and place keys, then the price band); each is then confirmed by the search's
 * own WHERE clause (buildSearchFilter, the one search uses) evaluated against this one listing row: candidates whose
 * clauses differ only in their values are confirmed together, all shapes in one statement (filter-shapes.ts). A
 * listing search would not show (inactive, or not its group's lead) matches nothing, as the clause includes that rule.
 */
export async function findMatchingSearches(db: Db, propertyId: number): Promise<MatchingSearch[]> {
  const [listing] = await db
    .select({
      ownerId: properties.ownerId,
      listingType: properties.listingType,
      isNewBuilding: properties.isNewBuilding,
      state: properties.state,
      urbanArea: properties.urbanArea,
      rentAmount: properties.rentAmount,
      rentAmountUsd: properties.rentAmountUsd,
      status: properties.status,
      isGroupLead: properties.isGroupLead,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!listing || listing.status !== 'active' || !listing.isGroupLead) return [];

  const probe = listingProbeKeys(listing);
  // The filters as JSON text: compiled filters are cached by it (filter-shapes.ts).
  const candidates = await queryRows<Candidate>(
    db,
    sql`select id, user_id as "userId", name, frequency, locale, filters::text as filters
        from saved_searches
        where not is_paused
          and match_keys && ${`{${probe.map((key) => `"${key.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]
          and user_id <> ${listing.ownerId}
          and (min_price is null or min_price <= case price_currency when 'USD' then ${listing.rentAmountUsd}::float8 else ${listing.rentAmount}::float8 end)
          and (max_price is null or max_price >= case price_currency when 'USD' then ${listing.rentAmountUsd}::float8 else ${listing.rentAmount}::float8 end)`,
  );
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
