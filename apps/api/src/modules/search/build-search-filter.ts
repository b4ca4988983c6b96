import { findLocation } from '@tbilisi/contracts';
import { and, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { properties, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { parseQuery } from './query-terms';
import type { SearchFilters } from './search-params';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * One WHERE clause for both the page and its count. Each filter adds a condition on an indexed column where it can;
 * every listing shown is active and leads its property group, so a property posted several times is shown once.
 */
export function buildSearchFilter(filters: SearchFilters): SQL {
  const p = properties;
  const conditions: (SQL | undefined)[] = [listed()];
  const range = (column: PgColumn, min?: number, max?: number) => {
    if (min !== undefined) conditions.push(gte(column, min));
    if (max !== undefined) conditions.push(lte(column, max));
  };

  if (filters.city) conditions.push(sql`lower(${p.city}) = ${filters.city.toLowerCase()}`);
  if (filters.state) conditions.push(inArray(p.state, filters.state));
  if (filters.urban_area) conditions.push(inArray(p.urbanArea, filters.urban_area));
  if (filters.locations) conditions.push(locationCondition(filters.locations));
  if (filters.property_type) conditions.push(inArray(p.propertyType, filters.property_type));
  if (filters.listing_type) {
    const plain = filters.listing_type.filter((type) => type !== 'new');
    conditions.push(
      or(
        plain.length ? inArray(p.listingType, plain) : undefined,
        filters.listing_type.includes('new')
          ? and(eq(p.listingType, 'sale'), eq(p.isNewBuilding, true))
          : undefined,
      ),
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
  if (filters.not_first_floor) conditions.push(gt(p.floor, 1));
  if (filters.not_last_floor) conditions.push(lt(p.floor, p.totalFloors));

  if (filters.renovation) conditions.push(inArray(p.renovationStatus, filters.renovation));
  if (filters.features) conditions.push(sql`${p.features} @> ${sql.param(filters.features)}::text[]`);
  if (filters.pets_allowed !== undefined) conditions.push(eq(p.petsAllowed, filters.pets_allowed));
  if (filters.is_furnished !== undefined) conditions.push(eq(p.isFurnished, filters.is_furnished));
  if (filters.verified) conditions.push(eq(p.isVerified, true));
  if (filters.with_photos) conditions.push(gt(p.photoCount, 0));
  if (filters.developer_only) conditions.push(posterRoleIn(['developer']));
  if (filters.owner_only) conditions.push(sql`not ${posterRoleIn(['agent', 'developer'])}`);
  if (filters.cadastral_code) {
    conditions.push(
      sql`regexp_replace(${p.cadastralCode}, '[^0-9]', '', 'g') = ${filters.cadastral_code.replace(/\D/g, '')}`,
    );
  }
  if (filters.bbox) {
    const { west, south, east, north } = filters.bbox;
    conditions.push(gte(p.latitude, south), lte(p.latitude, north));
    // A box across the antimeridian has west > east.
    conditions.push(
      west <= east
        ? and(gte(p.longitude, west), lte(p.longitude, east))
        : or(gte(p.longitude, west), lte(p.longitude, east)),
    );
  }
  if (filters.query) conditions.push(textCondition(filters.query));
  return and(...conditions)!;
}

/** Listings shown to visitors: active ones that lead their property group (the partial indexes' predicate). */
export function listed(): SQL {
  return and(eq(properties.status, 'active'), sql`${properties.isGroupLead}`)!;
}

function locationCondition(slugs: string[]): SQL | undefined {
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
    districts.length ? inArray(properties.state, districts) : undefined,
    neighbourhoods.length ? inArray(properties.urbanArea, neighbourhoods) : undefined,
  );
}

function posterRoleIn(roles: string[]): SQL {
  return sql`exists (select 1 from ${users} where ${users.id} = ${properties.ownerId} and ${inArray(users.role, roles)})`;
}

function textCondition(query: string): SQL | undefined {
  const terms = parseQuery(query);
  if (terms.kind === 'number') {
    // Phone and cadastral digits are part of each listing's search text (see property-values.ts).
    return or(
      terms.id !== undefined ? eq(properties.id, terms.id) : undefined,
      terms.digits.length >= 4 ? sql`${properties.searchText} like ${`%${terms.digits}%`}` : undefined,
    );
  }
  return and(
    terms.places.length ? locationCondition(terms.places) : undefined,
    ...terms.words.map((word) => sql`${properties.searchText} like ${`%${escapeLike(word)}%`}`),
  );
}
