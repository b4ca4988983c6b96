import { and, eq } from 'drizzle-orm';
import { favourites } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';

/** The favourites row of this user and listing. */
export const myFavourite = (actor: SessionUser, propertyId: number) =>
  and(eq(favourites.userId, actor.id), eq(favourites.propertyId, propertyId));
