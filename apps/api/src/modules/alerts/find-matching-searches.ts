import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { properties, savedSearches } from '../../db/schema';
import { listed } from '../listings/visibility';
import { listingProbeKeysSql } from '../saved-searches/match-keys';
import { compiledSearch, compileSearch, confirmStatement, type CompiledFilter } from './filter-shapes';

export interface MatchingSearch {
  id: number;
  userId: number;
  name: string;
  frequency: 'instant' | 'daily';
  locale: 'ka' | 'en' | 'ru';
}

export interface Candidate extends MatchingSearch {
  /** The row's xmin: its compiled filter is kept with it, and a changed row is compiled again (filter-shapes.ts). */
  version: string;
}

/**
 * The saved searches that may match a listing, other than its poster's own, in one statement that reads the listing
 * too: those filed under one of its probe keys (saved_searches_match_keys_idx) whose price band (in the currency each
 * was typed in) and rooms band hold it. A band left open (null) cuts nothing; a listing with no rooms given falls
 * outside every rooms band, as it falls outside the search's own rooms filter. A listing search would not show
 * (inactive, or not its group's lead) has no candidates. Answers each candidate's row version, not its filters:
 * compiled filters are kept by it (compileCandidates).
 */
export function candidateStatement(propertyId: number): SQL {
  const listing = sql.identifier('listing');
  const s = savedSearches;
  const price = sql`case ${s.priceCurrency} when 'USD' then ${listing}.rent_amount_usd else ${listing}.rent_amount end`;
  return sql`with ${listing} as materialized (
        select ${properties.ownerId}, ${properties.rentAmount}, ${properties.rentAmountUsd}, ${properties.rooms},
          ${listingProbeKeysSql(sql`${properties}`)} as probe
        from ${properties} where ${properties.id} = ${propertyId} and ${listed()})
      select ${s.id}, ${s.userId} as "userId", ${s.name}, ${s.frequency}, ${s.locale}, ${s}.xmin::text as version
      from ${listing} join ${s} on ${s.matchKeys} && ${listing}.probe
      where not ${s.isPaused}
        and ${s.userId} <> ${listing}.owner_id
        and (${s.minPrice} is null or ${s.minPrice} <= ${price})
        and (${s.maxPrice} is null or ${s.maxPrice} >= ${price})
        and (${s.minRooms} is null or ${s.minRooms} <= ${listing}.rooms)
        and (${s.maxRooms} is null or ${s.maxRooms} >= ${listing}.rooms)`;
}

/**
 * Each candidate's compiled filter, undefined for one deleted meanwhile. Those this process has not compiled (a new
 * search, the first listings after a start) are read in one statement and compiled; the others need nothing from the
 * database.
 */
export async function compileCandidates(
  db: Db,
  candidates: Candidate[],
): Promise<(CompiledFilter | undefined)[]> {
  const compiled = candidates.map((candidate) => compiledSearch(candidate.id, candidate.version));
  const missing = candidates.filter((_, index) => !compiled[index]).map((candidate) => candidate.id);
  if (!missing.length) return compiled;
  const rows = await queryRows<{ id: number; version: string; filters: string }>(
    db,
    sql`select ${savedSearches.id}, ${savedSearches}.xmin::text as version, ${savedSearches.filters}::text as filters
        from ${savedSearches} where ${savedSearches.id} = any(${`{${missing.join(',')}}`}::int[])`,
  );
  // Filters are written once with the row, so a row updated since the candidate statement has the same filters.
  const read = new Map(rows.map((row) => [row.id, compileSearch(row.id, row.version, row.filters)]));
  return candidates.map((candidate, index) => compiled[index] ?? read.get(candidate.id));
}

/**
 * The saved searches a listing matches, other than its poster's own. Candidates come from the percolation index
 * (candidateStatement); each is then confirmed by the search's own WHERE clause (buildSearchFilter, the one search
 * uses) evaluated against this one listing row, all candidates in one statement (filter-shapes.ts). A listing
 * search would not show (inactive, or not its group's lead) matches nothing: it has no candidates, and the clause
 * includes that rule too. Two round trips for a warm process: the candidates, then their confirmation.
 */
export async function findMatchingSearches(db: Db, propertyId: number): Promise<MatchingSearch[]> {
  const candidates = await queryRows<Candidate>(db, candidateStatement(propertyId));
  if (!candidates.length) return [];
  const compiled = await compileCandidates(db, candidates);
  const present = candidates.filter((_, index) => compiled[index]);
  const statement = confirmStatement(
    propertyId,
    compiled.filter((entry) => entry !== undefined),
  );
  if (!statement) return [];
  const [confirmed] = await queryRows<{ matched: number[] | null }>(db, statement);
  return (confirmed?.matched ?? []).map((index) => {
    const { id, userId, name, frequency, locale } = present[index]!;
    return { id, userId, name, frequency, locale };
  });
}
