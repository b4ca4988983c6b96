import type { Poster } from '@tbilisi/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations, properties, users } from '../../db/schema';

/**
 * Who posts each listing, for cards and the property page: the organisation it is posted under (an agency's member is
 * an agent, a developer's is the developer), else the person's own registered role (agent or developer), else a
 * private owner; and how many active listings that poster holds (the organisation's, else the person's own).
 * One statement for a page of listings.
 */
export async function loadPosters(db: Db, ids: number[]): Promise<Map<number, Poster>> {
  if (ids.length === 0) return new Map();
  const p = properties;
  const o = organisations;
  const rows = await db
    .select({
      id: p.id,
      role: users.role,
      organisation: {
        id: o.id,
        slug: o.slug,
        kind: o.kind,
        nameKa: o.nameKa,
        nameEn: o.nameEn,
        nameRu: o.nameRu,
        logoUrl: o.logoUrl,
        verifiedAt: o.verifiedAt,
      },
      activeListings: sql<number>`case when ${o.id} is not null
        then (select count(*) from ${properties} q where q.organisation_id = ${o.id} and q.status = 'active')
        else (select count(*) from ${properties} q
              where q.owner_id = ${p.ownerId} and q.organisation_id is null and q.status = 'active') end::int`,
    })
    .from(p)
    .innerJoin(users, eq(users.id, p.ownerId))
    .leftJoin(o, eq(o.id, p.organisationId))
    .where(inArray(p.id, ids));
  const posters = new Map<number, Poster>();
  for (const row of rows) {
    const org = row.organisation?.id != null ? row.organisation : null;
    posters.set(row.id, {
      type: org
        ? org.kind === 'developer'
          ? 'developer'
          : 'agent'
        : row.role === 'agent' || row.role === 'developer'
          ? row.role
          : 'owner',
      active_listings: row.activeListings,
      organisation: org
        ? {
            id: org.id,
            slug: org.slug!,
            kind: org.kind!,
            name_ka: org.nameKa!,
            name_en: org.nameEn!,
            name_ru: org.nameRu!,
            logo_url: org.logoUrl,
            verified: org.verifiedAt !== null,
          }
        : null,
    });
  }
  return posters;
}

/** A poster for a listing that has none loaded (should not happen: every listing has an owner). */
export const UNKNOWN_POSTER: Poster = { type: 'owner', active_listings: 0, organisation: null };
