import type { OrganisationInput } from '@tbilisi/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisationMembers, organisations } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { toLatin } from '../../lib/translit';
import type { SessionUser } from '../../plugins/auth';
import { logoColumns } from './organisation-logo';
import { presentOrganisation } from './present-organisation';

export interface CreateOrganisationOptions {
  db: Db;
  actor: SessionUser;
  input: OrganisationInput;
}

/** A page address from the name: Latin letters, digits and dashes ("სახლი ჯგუფი" → "sakhli-jgupi"). */
export function slugFrom(name: string): string {
  const slug = name
    .toLowerCase()
    .split(/\s+/)
    // Only Georgian and Cyrillic words are transliterated: toLatin reads Latin letters as sounds (c → ts).
    .map((word) => (/^[!-~]*$/.test(word) ? word : toLatin(word)))
    .join('-')
    .normalize('NFKD')
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');
  return slug || 'organisation';
}

/**
 * Creates an agency or a developer with the caller as its owner. An account belongs to at most one organisation
 * (409 otherwise); the caller's own active listings stay theirs, and what they post from now on is the organisation's.
 */
export async function createOrganisation({ db, actor, input }: CreateOrganisationOptions) {
  const row = await db.transaction(async (tx) => {
    const [already] = await tx
      .select({ id: organisationMembers.organisationId })
      .from(organisationMembers)
      .where(eq(organisationMembers.userId, actor.id));
    if (already) throw new AppError('conflict', 'You already belong to an organisation');
    const base = input.slug ?? slugFrom(input.name_en || input.name_ka);
    // A taken address gets a number: "vake-homes", "vake-homes-2"...
    const [{ taken } = { taken: [] as string[] }] = await tx
      .select({ taken: sql<string[]>`coalesce(array_agg(${organisations.slug}), '{}')` })
      .from(organisations)
      .where(sql`${organisations.slug} = ${base} or ${organisations.slug} like ${`${base}-%`}`);
    if (input.slug && taken.includes(base)) throw new AppError('conflict', 'This page address is taken');
    let slug = base;
    for (let n = 2; taken.includes(slug); n++) slug = `${base}-${n}`;
    const logo = input.logo_url
      ? await logoColumns({ tx, actor, url: input.logo_url, current: null })
      : undefined;
    const [created] = await tx
      .insert(organisations)
      .values({
        kind: input.kind,
        nameKa: input.name_ka,
        nameEn: input.name_en ?? '',
        nameRu: input.name_ru ?? '',
        slug,
        ...logo,
        descriptionKa: input.description_ka ?? '',
        descriptionEn: input.description_en ?? '',
        descriptionRu: input.description_ru ?? '',
        phone: input.phone ?? '',
        address: input.address ?? '',
        ownerId: actor.id,
      })
      .returning();
    await tx
      .insert(organisationMembers)
      .values({ organisationId: created!.id, userId: actor.id, role: 'owner' });
    return created!;
  });
  return presentOrganisation(db, row);
}
