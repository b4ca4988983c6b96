import type { CornerBuildingInput } from '@tbilisi/contracts';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cornerBuildings } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { bothWays } from './add-corner-building';

export interface RemoveCornerBuildingOptions {
  db: Db;
  corner: CornerBuildingInput;
}

/**
 * A moderator removes a corner learned wrongly (two buildings, not one), both ways. Groups already formed stay: a
 * moderator splits those on the review page, and later checks no longer treat the two addresses as one building.
 */
export async function removeCornerBuilding({ db, corner }: RemoveCornerBuildingOptions): Promise<void> {
  const c = cornerBuildings;
  const removed = await db
    .delete(c)
    .where(
      or(
        ...bothWays(corner).map((way) =>
          and(
            eq(c.streetId, way.streetId),
            eq(c.house, way.house),
            eq(c.otherStreetId, way.otherStreetId),
            eq(c.otherHouse, way.otherHouse),
          ),
        ),
      ),
    )
    .returning({ streetId: c.streetId });
  if (!removed.length) throw AppError.notFound('No such corner');
}
