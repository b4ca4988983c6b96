import type { OrganisationDirectory, OrganisationDirectoryQuery } from '@tbilisi/contracts';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations, properties } from '../../db/schema';
import { activeListingsCount, containsText, organisationIdentity } from './present-organisation';

export interface ListOrganisationsOptions extends OrganisationDirectoryQuery {
  db: Db;
}

/**
 * The public directory of agencies or developers: verified companies first, then by name in the reader's language.
 * A company shows once it has an active listing or a moderator has verified it, so the directory holds no empty
 * pages. The names order the list rather than the listing counts: counting every company's listings would read every
 * company listing for each visit; the page's own counts come from the organisation index, one probe per company.
 */
export async function listOrganisations({
  db,
  kind,
  verified,
  query,
  lang,
  skip,
  limit,
}: ListOrganisationsOptions): Promise<OrganisationDirectory> {
  const o = organisations;
  const activeListing = sql`exists (select 1 from ${properties} q
    where q.organisation_id = ${o}.id and q.status = 'active')`;
  const where = and(
    eq(o.kind, kind),
    verified ? isNotNull(o.verifiedAt) : or(isNotNull(o.verifiedAt), activeListing),
    query ? containsText(query, [o.nameKa, o.nameEn, o.nameRu]) : undefined,
  );
  const name = { ka: o.nameKa, en: o.nameEn, ru: o.nameRu }[lang];
  const [rows, [count]] = await Promise.all([
    db
      .select({
        row: o,
        activeListings: activeListingsCount,
      })
      .from(o)
      .where(where)
      .orderBy(sql`${o.verifiedAt} is null`, sql`lower(coalesce(nullif(${name}, ''), ${o.nameKa}))`, o.id)
      .offset(skip)
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(o)
      .where(where),
  ]);
  return {
    items: rows.map(({ row, activeListings }) => ({
      ...organisationIdentity(row),
      logo_url: row.logoUrl,
      active_listings: activeListings,
    })),
    total_count: count?.total ?? 0,
  };
}
