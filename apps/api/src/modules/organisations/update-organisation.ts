import type { organisationUpdate } from '@tbilisi/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { organisations } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { MediaStorage } from '../../lib/storage';
import type { SessionUser } from '../../plugins/auth';
import { removeUnusedPhotos } from '../media/remove-unused-photos';
import { requireOwnership } from './membership';
import { logoColumns } from './organisation-logo';
import { presentOrganisation } from './present-organisation';

export interface UpdateOrganisationOptions {
  db: Db;
  storage: MediaStorage;
  actor: SessionUser;
  input: z.output<typeof organisationUpdate>;
}

/**
 * The owner changes the page's texts, logo, phone or address (the kind and the verification stay). A new logo
 * replaces the old in one write (the row is locked meanwhile, so two replacements do not both keep the old one);
 * the old logo's files go after the commit, unless something else shows them.
 */
export async function updateOrganisation({ db, storage, actor, input }: UpdateOrganisationOptions) {
  const { id } = await requireOwnership(db, actor);
  const { updated, replaced } = await db.transaction(async (tx) => {
    const [organisation] = await tx
      .select()
      .from(organisations)
      .where(eq(organisations.id, id))
      .for('update');
    if (!organisation) throw AppError.notFound('You are not a member of an organisation');
    if (input.slug && input.slug !== organisation.slug) {
      const [taken] = await tx
        .select({ id: organisations.id })
        .from(organisations)
        .where(and(eq(organisations.slug, input.slug), ne(organisations.id, organisation.id)));
      if (taken) throw new AppError('conflict', 'This page address is taken');
    }
    const logo =
      input.logo_url === undefined
        ? undefined
        : await logoColumns({ tx, actor, url: input.logo_url, current: organisation.logoMediaName });
    const [row] = await tx
      .update(organisations)
      .set({
        ...(input.name_ka !== undefined && { nameKa: input.name_ka }),
        ...(input.name_en !== undefined && { nameEn: input.name_en }),
        ...(input.name_ru !== undefined && { nameRu: input.name_ru }),
        ...(input.slug !== undefined && { slug: input.slug }),
        ...logo,
        ...(input.description_ka !== undefined && { descriptionKa: input.description_ka }),
        ...(input.description_en !== undefined && { descriptionEn: input.description_en }),
        ...(input.description_ru !== undefined && { descriptionRu: input.description_ru }),
        ...(input.phone !== undefined && { phone: input.phone }),
        ...(input.address !== undefined && { address: input.address }),
        updatedAt: new Date(),
      })
      .where(eq(organisations.id, organisation.id))
      .returning();
    return { updated: row!, replaced: logo ? organisation.logoMediaName : null };
  });
  if (replaced) await removeUnusedPhotos({ db, storage, names: [replaced] });
  return presentOrganisation(db, updated);
}
