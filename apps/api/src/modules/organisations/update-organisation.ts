import type { organisationUpdate } from '@tbilisi/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { organisations } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import { requireOwnership } from './membership';
import { presentOrganisation } from './present-organisation';

export interface UpdateOrganisationOptions {
  db: Db;
  actor: SessionUser;
  input: z.output<typeof organisationUpdate>;
}

/** The owner changes the page's texts, logo, phone or address (the kind and the verification stay). */
export async function updateOrganisation({ db, actor, input }: UpdateOrganisationOptions) {
  const organisation = await requireOwnership(db, actor);
  if (input.slug && input.slug !== organisation.slug) {
    const [taken] = await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(eq(organisations.slug, input.slug), ne(organisations.id, organisation.id)));
    if (taken) throw new AppError('conflict', 'This page address is taken');
  }
  const [updated] = await db
    .update(organisations)
    .set({
      ...(input.name_ka !== undefined && { nameKa: input.name_ka }),
      ...(input.name_en !== undefined && { nameEn: input.name_en }),
      ...(input.name_ru !== undefined && { nameRu: input.name_ru }),
      ...(input.slug !== undefined && { slug: input.slug }),
      ...(input.logo_url !== undefined && { logoUrl: input.logo_url }),
      ...(input.description_ka !== undefined && { descriptionKa: input.description_ka }),
      ...(input.description_en !== undefined && { descriptionEn: input.description_en }),
      ...(input.description_ru !== undefined && { descriptionRu: input.description_ru }),
      ...(input.phone !== undefined && { phone: input.phone }),
      ...(input.address !== undefined && { address: input.address }),
      updatedAt: new Date(),
    })
    .where(eq(organisations.id, organisation.id))
    .returning();
  return presentOrganisation(db, updated!);
}
