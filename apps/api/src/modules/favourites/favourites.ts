import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favourites, properties } from '../../db/schema';
import type { SessionUser } from '../auth/sessions';
import { loadProperty } from '../properties/load-owned-property';
import { presentProperties } from '../properties/present-property';

const isMine = (actor: SessionUser, propertyId: number) =>
  and(eq(favourites.userId, actor.id), eq(favourites.propertyId, propertyId));

export async function saveProperty(db: Db, actor: SessionUser, propertyId: number): Promise<void> {
  await loadProperty(db, propertyId);
  await db.insert(favourites).values({ userId: actor.id, propertyId }).onConflictDoNothing();
}

export async function unsaveProperty(db: Db, actor: SessionUser, propertyId: number): Promise<void> {
  await loadProperty(db, propertyId);
  await db.delete(favourites).where(isMine(actor, propertyId));
}

export async function isPropertySaved(db: Db, actor: SessionUser, propertyId: number): Promise<boolean> {
  await loadProperty(db, propertyId);
  const [row] = await db
    .select({ id: favourites.propertyId })
    .from(favourites)
    .where(isMine(actor, propertyId))
    .limit(1);
  return row !== undefined;
}

/** Flips the saved state; the answer says which way it went. */
export async function toggleSaveProperty(db: Db, actor: SessionUser, propertyId: number): Promise<boolean> {
  await loadProperty(db, propertyId);
  return db.transaction(async (tx) => {
    const removed = await tx.delete(favourites).where(isMine(actor, propertyId)).returning();
    if (removed.length > 0) return false;
    await tx.insert(favourites).values({ userId: actor.id, propertyId }).onConflictDoNothing();
    return true;
  });
}

/** The user's saved listings, most recently saved first. */
export async function listSavedProperties(db: Db, actor: SessionUser) {
  const rows = await db
    .select({ property: properties })
    .from(favourites)
    .innerJoin(properties, eq(properties.id, favourites.propertyId))
    .where(eq(favourites.userId, actor.id))
    .orderBy(desc(favourites.createdAt), desc(properties.id));
  return presentProperties(
    db,
    rows.map((row) => row.property),
  );
}
