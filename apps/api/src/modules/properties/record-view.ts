import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, propertyViews } from '../../db/schema';
import { AppError } from '../../lib/errors';

export interface RecordViewOptions {
  db: Db;
  propertyId: number;
  visitor: { userId?: number; ip: string; userAgent: string };
}

/**
 * Counts at most one view per visitor, listing and day. A visitor is the signed-in user, else a hash of address and
 * browser (never stored in clear). The owner's own visits do not count.
 */
export async function recordView({
  db,
  propertyId,
  visitor,
}: RecordViewOptions): Promise<{ counted: boolean; views: number }> {
  return db.transaction(async (tx) => {
    const [property] = await tx
      .select({ ownerId: properties.ownerId, views: properties.views })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .limit(1);
    if (!property) throw AppError.notFound('Property not found');
    if (visitor.userId === property.ownerId) return { counted: false, views: property.views };
    const visitorKey = visitor.userId
      ? `user:${visitor.userId}`
      : `anon:${createHash('sha256').update(`${visitor.ip}|${visitor.userAgent}`).digest('hex').slice(0, 32)}`;
    const inserted = await tx
      .insert(propertyViews)
      .values({ propertyId, visitorKey, day: sql`current_date` })
      .onConflictDoNothing()
      .returning({ propertyId: propertyViews.propertyId });
    if (inserted.length === 0) return { counted: false, views: property.views };
    const [updated] = await tx
      .update(properties)
      .set({ views: sql`${properties.views} + 1` })
      .where(eq(properties.id, propertyId))
      .returning({ views: properties.views });
    return { counted: true, views: updated?.views ?? property.views + 1 };
  });
}
