import type { Organisation } from '@tbilisi/contracts';
import { and, asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisationMembers, organisations, properties, users } from '../../db/schema';
import type { OrganisationRow } from './membership';

/** The public page's data: the texts, the badge, the members with their active listings, and the counts. */
export async function presentOrganisation(db: Db, row: OrganisationRow): Promise<Organisation> {
  const members = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: organisationMembers.role,
      activeListings: sql<number>`(select count(*) from ${properties} q
        where q.owner_id = ${users.id} and q.organisation_id = ${row.id} and q.status = 'active')::int`,
    })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(eq(organisationMembers.organisationId, row.id))
    .orderBy(sql`${organisationMembers.role} = 'owner' desc`, asc(users.firstName), asc(users.id));
  const [count] = await db
    .select({ active: sql<number>`count(*)::int` })
    .from(properties)
    .where(and(eq(properties.organisationId, row.id), eq(properties.status, 'active')));
  return {
    ...organisationIdentity(row),
    logo_url: row.logoUrl,
    description_ka: row.descriptionKa,
    description_en: row.descriptionEn,
    description_ru: row.descriptionRu,
    active_listings: count?.active ?? 0,
    members: members.map((member) => ({
      user_id: member.userId,
      first_name: member.firstName,
      last_name: member.lastName,
      role: member.role,
      active_listings: member.activeListings,
    })),
    created_at: row.createdAt.toISOString(),
  };
}

/** What names a company wherever it is shown: its page address, names, contacts and badge. */
export function organisationIdentity(row: OrganisationRow) {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    name_ka: row.nameKa,
    name_en: row.nameEn,
    name_ru: row.nameRu,
    phone: row.phone,
    address: row.address,
    verified: row.verifiedAt !== null,
  };
}

/**
 * A company's active listings, as a column of a select over organisations: one probe of properties_organisation_idx.
 * The table is spelled out: drizzle writes a one-table select's columns without it, which inside the sub-query would
 * name the listing's own id.
 */
export const activeListingsCount = sql<number>`(select count(*) from ${properties} q
  where q.organisation_id = ${organisations}.id and q.status = 'active')::int`;

/** Whether any of `columns` contains the typed text: a plain substring test, not a LIKE pattern (no wildcard). */
export function containsText(text: string, columns: AnyColumn[]) {
  return sql`(${sql.join(
    columns.map((column) => sql`strpos(lower(${column}), lower(${text})) > 0`),
    sql` or `,
  )})`;
}
