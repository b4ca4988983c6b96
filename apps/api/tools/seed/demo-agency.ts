import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { organisationMembers, organisations } from '../../src/db/schema';

/** The demo agency, owned by the demo agent account (agent@sakhli.ge). */
const DEMO_AGENCY = {
  slug: 'tbilisi-homes-demo',
  nameKa: 'თბილისი ჰოუმსი',
  nameEn: 'Tbilisi Homes',
  nameRu: 'Тбилиси Хоумс',
  descriptionKa: 'ბინების ყიდვა-გაყიდვა და გაქირავება ვაკესა და საბურთალოზე 2012 წლიდან.',
  descriptionEn: 'Flats for sale and for rent in Vake and Saburtalo since 2012.',
  descriptionRu: 'Продажа и аренда квартир в Ваке и Сабуртало с 2012 года.',
  phone: '+995 577 22 33 44',
  address: 'ჭავჭავაძის გამზ. 12, თბილისი',
} as const;

/**
 * The demo agent's agency, so the agencies' directory and an agency's page have a company to show: created once,
 * verified, with the agent as its owner. The agent's listings go under it with postUnderOwnOrganisation.
 */
export async function seedDemoAgency(db: Db, agentId: number): Promise<void> {
  const [membership] = await db
    .select({ id: organisationMembers.organisationId })
    .from(organisationMembers)
    .where(eq(organisationMembers.userId, agentId));
  if (membership) return;
  const [bySlug] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.slug, DEMO_AGENCY.slug));
  const organisationId =
    bySlug?.id ??
    (
      await db
        .insert(organisations)
        .values({
          kind: 'agency',
          ...DEMO_AGENCY,
          verifiedAt: new Date('2026-02-02T10:00:00Z'),
          ownerId: agentId,
        })
        .returning({ id: organisations.id })
    )[0]!.id;
  await db.insert(organisationMembers).values({ organisationId, userId: agentId, role: 'owner' });
}
