import { findLocation, LISTING_TYPES, type SearchFilters } from '@tbilisi/contracts';
import { and, eq, gte, inArray, lt, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { featureMask } from '../../db/feature-mask';
import { organisations, properties, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { listed } from '../listings/visibility';
import { parseQuery } from './query-terms';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * How a filter's values enter its SQL: each as a bound parameter, or as a named placeholder of a prepared statement
 * whose values come at execution. Either way no value is ever part of the SQL text, so the text of a filter is its
 * shape: equal texts take the same values (prepared-statements.ts keeps statements by it).
 */
export interface Binder {
  bind(value: unknown): SQL | Placeholder;
}

/** Values as parameters of this one query. */
const bindInline: Binder = { bind: (value) => sql`${sql.param(value)}` };

/** Values as placeholders `p0`, `p1`… in the order they are bound; `values` holds what to execute with. */
export function placeholderBinder(): Binder & { values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  let next = 0;
  return {
    values,
    bind(value) {
      const name = `p${next++}`;
      values[name] = value;
      return sql.placeholder(name);
    },
  };
}

/**
 * One WHERE clause for both the page and its count. Each filter adds a condition on an indexed column where it can;
 * every listing shown is active and leads its property group, so a property posted several times is shown once.
 */
export function buildSearchFilter(filters: SearchFilters, { bind }: Binder = bindInline): SQL {
  const p = properties;
  const conditions: (SQL | undefined)[] = [listed()];
  const range = (column: PgColumn, min?: number, max?: number) => {
    if (min !== undefined) conditions.push(gte(column, bind(min)));
    if (max !== undefined) conditions.push(lte(column, bind(max)));
  };
  // One value is an equality, which an ordered index can serve; a list is `in (…)`, one placeholder per value.
  const anyOf = (column: PgColumn, values: string[]) =>
    values.length === 1 ? eq(column, bind(values[0])) : inArray(column, values.map(bind));

  if (filters.city) conditions.push(sql`lower(${p.city}) = ${bind(filters.city.toLowerCase())}`);
  if (filters.state) conditions.push(anyOf(p.state, filters.state));
  if (filters.urban_area) conditions.push(anyOf(p.urbanArea, filters.urban_area));
  if (filters.locations) conditions.push(locationCondition(filters.locations, anyOf));
  if (filters.property_type) conditions.push(anyOf(p.propertyType, filters.property_type));
  if (filters.listing_type) {
    const plain = filters.listing_type.filter((type) => type !== 'new');
    conditions.push(
      or(
        plain.length ? anyOf(p.listingType, plain) : undefined,
        filters.listing_type.includes('new')
          ? sql`${p.listingType} = 'sale' and ${p.isNewBuilding}`
          : undefined,
      ),
    );
  } else {
    // Every listing has one of these deal types (a CHECK constraint, migration 0016), so this changes no answer; named,
    // it lets the covering indexes that lead with the deal type serve a search without one (a range scan per type)
    // instead of reading the whole of an index.
    conditions.push(
      sql`${p.listingType} in (${sql.raw(LISTING_TYPES.map((type) => `'${type}'`).join(', '))})`,
    );
  }

  // Prices are filtered in the currency the visitor typed them in: each listing stores both.
  const price = filters.currency === 'USD' ? p.rentAmountUsd : p.rentAmount;
  range(price, filters.min_rent, filters.max_rent);
  range(p.bedrooms, filters.min_bedrooms, filters.max_bedrooms);
  range(p.rooms, filters.min_rooms, filters.max_rooms);
  range(p.bathrooms, filters.min_bathrooms);
  range(p.squareFeet, filters.min_square_feet, filters.max_square_feet);
  range(p.floor, filters.min_floor, filters.max_floor);
  range(p.yardArea, filters.min_yard_area, filters.max_yard_area);
  if (filters.not_first_floor) conditions.push(sql`${p.floor} > 1`);
  if (filters.not_last_floor) conditions.push(lt(p.floor, p.totalFloors));

  if (filters.renovation) conditions.push(anyOf(p.renovationStatus, filters.renovation));
  if (filters.features) {
    // The bitmask is held by the covering search indexes, so a count with extras needs no row (db/feature-mask.ts).
    // The mask is cast: alert matching binds values as columns of a row source, where a number is a float8.
    const mask = featureMask(filters.features);
    conditions.push(
      mask === undefined
        ? sql`${p.features} @> ${bind(filters.features)}::text[]`
        : sql`${p.featuresMask} & ${bind(mask)}::int = ${bind(mask)}::int`,
    );
  }
  if (filters.pets_allowed !== undefined) conditions.push(eq(p.petsAllowed, bind(filters.pets_allowed)));
  if (filters.is_furnished !== undefined) conditions.push(eq(p.isFurnished, bind(filters.is_furnished)));
  if (filters.verified) conditions.push(sql`${p.isVerified}`);
  if (filters.with_photos) conditions.push(sql`${p.photoCount} > 0`);
  if (filters.verified_poster) {
    conditions.push(
      sql`exists (select 1 from ${organisations} where ${organisations.id} = ${p.organisationId} and ${organisations.verifiedAt} is not null)`,
    );
  }
  if (filters.organisation !== undefined) conditions.push(eq(p.organisationId, bind(filters.organisation)));
  if (filters.developer_only) conditions.push(posterRoleIn(['developer']));
  // A listing posted under an organisation is an agent's or a developer's, whatever its poster's own role says.
  if (filters.owner_only)
    conditions.push(sql`${p.organisationId} is null and not ${posterRoleIn(['agent', 'developer'])}`);
  if (filters.cadastral_code) {
    conditions.push(
      sql`regexp_replace(${p.cadastralCode}, '[^0-9]', '', 'g') = ${bind(filters.cadastral_code.replace(/\D/g, ''))}`,
    );
  }
  if (filters.bbox) {
    const { west, south, east, north } = filters.bbox;
    conditions.push(gte(p.latitude, bind(south)), lte(p.latitude, bind(north)));
    // A box across the antimeridian has west > east.
    const [afterWest, beforeEast] = [gte(p.longitude, bind(west)), lte(p.longitude, bind(east))];
    conditions.push(west <= east ? and(afterWest, beforeEast) : or(afterWest, beforeEast));
  }
  if (filters.query) conditions.push(textCondition(filters.query, bind, anyOf));
  return and(...conditions)!;
}

type AnyOf = (column: PgColumn, values: string[]) => SQL;

function locationCondition(slugs: string[], anyOf: AnyOf): SQL | undefined {
  const districts: string[] = [];
  const neighbourhoods: string[] = [];
  for (const slug of slugs) {
    const place = findLocation(slug);
    if (!place) throw AppError.validation(['query', 'locations'], `Unknown location: ${slug}`);
    if (place.neighbourhood) neighbourhoods.push(slug);
    else districts.push(slug);
  }
  // A district means every listing in it, including those with no neighbourhood given.
  return or(
    districts.length ? anyOf(properties.state, districts) : undefined,
    neighbourhoods.length ? anyOf(properties.urbanArea, neighbourhoods) : undefined,
  );
}

/**
 * Posted by a user of one of these roles. Written as `owner_id in (select …)`, which PostgreSQL runs once per statement
 * as a hashed set of user ids, so the covering indexes' owner_id answers it without a lookup per listing (an
 * `exists` per row cost a users lookup for each). owner_id and users.id are never null, so `not in` is safe.
 */
function posterRoleIn(roles: readonly ('agent' | 'developer')[]): SQL {
  const list = sql.raw(roles.map((role) => `'${role}'`).join(', '));
  // Under an organisation the poster type is the organisation's (an agency's member is an agent). The organisation
  // is tested the same way, as a hashed set of ids; `is not null` first, so that a listing without one gives false,
  // never null, and `not (…)` (owner only) stays two-valued.
  const kinds = sql.raw(roles.map((role) => (role === 'agent' ? `'agency'` : `'developer'`)).join(', '));
  return sql`(${properties.organisationId} is null and ${properties.ownerId} in (select ${users.id} from ${users} where ${users.role} in (${list}))
    or ${properties.organisationId} is not null and ${properties.organisationId} in (select ${organisations.id} from ${organisations} where ${organisations.kind} in (${kinds})))`;
}

function textCondition(query: string, bind: Binder['bind'], anyOf: AnyOf): SQL | undefined {
  const terms = parseQuery(query);
  if (terms.kind === 'number') {
    // Phone and cadastral digits are part of each listing's search text (see property-values.ts).
    return or(
      terms.id !== undefined ? eq(properties.id, bind(terms.id)) : undefined,
      terms.digits.length >= 4 ? sql`${properties.searchText} like ${bind(`%${terms.digits}%`)}` : undefined,
    );
  }
  return and(
    terms.places.length ? locationCondition(terms.places, anyOf) : undefined,
    ...terms.words.map((word) => sql`${properties.searchText} like ${bind(`%${escapeLike(word)}%`)}`),
  );
}
