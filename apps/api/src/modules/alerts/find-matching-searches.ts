import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { properties } from '../../db/schema';
import { buildSearchFilter } from '../search/build-search-filter';
import { listingProbeKeys } from '../saved-searches/match-keys';
import { storedFilters } from '../saved-searches/parse-saved-filters';

export interface MatchingSearch {
  id: number;
  userId: number;
  name: string;
  frequency: 'instant' | 'daily';
  locale: 'ka' | 'en' | 'ru';
}

interface Candidate extends MatchingSearch {
  filters: Record<string, unknown>;
}

/** Candidates confirmed per statement: each brings its filter's conditions and their parameters. */
const CONFIRM_CHUNK = 200;

/**
 * The saved searches a listing matches, other than its poster's own. Candidates come from the percolation index
 * (saved_searches_match_keys_idx: deal and place keys, then the price band); each is then confirmed by running the
 * search's own WHERE clause (buildSearchFilter, the one search uses) against this one listing row, all candidates'
 * clauses side by side in one statement. A listing search would not show (inactive, or not its group's lead)
 * matches nothing, as the clause includes that rule.
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
  const candidates = await queryRows<Candidate>(
    db,
    sql`select id, user_id as "userId", name, frequency, locale, filters
        from saved_searches
        where not is_paused
          and match_keys && ${`{${probe.map((key) => `"${key.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]
          and user_id <> ${listing.ownerId}
          and (min_price is null or min_price <= case price_currency when 'USD' then ${listing.rentAmountUsd}::float8 else ${listing.rentAmount}::float8 end)
          and (max_price is null or max_price >= case price_currency when 'USD' then ${listing.rentAmountUsd}::float8 else ${listing.rentAmount}::float8 end)`,
  );

  const matches: MatchingSearch[] = [];
  for (let start = 0; start < candidates.length; start += CONFIRM_CHUNK) {
    const chunk = candidates.slice(start, start + CONFIRM_CHUNK);
    const columns: SQL[] = chunk.map(
      (candidate, index) =>
        sql`coalesce((${buildSearchFilter(storedFilters(candidate.filters))}), false) as ${sql.identifier(`m${index}`)}`,
    );
    const [row] = await queryRows<Record<string, boolean>>(
      db,
      sql`select ${sql.join(columns, sql`, `)} from ${properties} where ${properties.id} = ${propertyId}`,
    );
    if (!row) continue;
    chunk.forEach((candidate, index) => {
      if (row[`m${index}`] === true) {
        const { filters: _filters, ...search } = candidate;
        matches.push(search);
      }
    });
  }
  return matches;
}
