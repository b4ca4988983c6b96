import type { Poster } from '@tbilisi/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { organisations, properties, users } from '../../db/schema';

/**
 * Who posts each listing, for cards and the property page: the organisation it is posted under (an agency's member is
 * an agent, a developer's is the developer), else the person's own registered role (agent or developer), else a
 * private owner; and how many active listings that poster holds (the organisation's, else the person's own).
 * Two statements for a page of listings: who posts them, then each distinct poster's count once, from a partial index
 * (an agency's 20 cards on a page cost one count, not twenty).
 */
export async function loadPosters(db: Db, ids: number[]): Promise<Map<number, Poster>> {
  if (ids.length === 0) return new Map();
  const p = properties;
  const o = organisations;
  const rows = await db
    .select({
      id: p.id,
      ownerId: p.ownerId,
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
    })
    .from(p)
    .innerJoin(users, eq(users.id, p.ownerId))
    .leftJoin(o, eq(o.id, p.organisationId))
    .where(inArray(p.id, ids));
  const organisationIds = [
    ...new Set(rows.flatMap((row) => (row.organisation?.id != null ? [row.organisation.id] : []))),
  ];
  const ownerIds = [...new Set(rows.flatMap((row) => (row.organisation?.id != null ? [] : [row.ownerId])))];
  const counts = await queryRows<{ organisation: boolean; poster: number; n: number }>(
    db,
    sql`
      select false as organisation, owner_id as poster, count(*)::int as n from ${properties}
      where owner_id = any(${sql.param(ownerIds)}::int[]) and organisation_id is null and status = 'active'
      group by owner_id
      union all
      select true, organisation_id, count(*)::int from ${properties}
      where organisation_id = any(${sql.param(organisationIds)}::int[]) and status = 'active'
      group by organisation_id`,
  );
  const countOf = new Map(counts.map((row) => [`${row.organisation}:${row.poster}`, row.n]));
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
      active_listings: countOf.get(org ? `true:${org.id}` : `false:${row.ownerId}`) ?? 0,
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
