import type { CornerBuildingInput } from '@tbilisi/contracts';
import type { Db } from '../../db/client';
import { cornerBuildings } from '../../db/schema';
import { streetHouseKey } from '../../lib/address-key';
import type { SessionUser } from '../../plugins/auth';

/** A corner as the table holds it: one row from each of its two addresses to the other. */
export function bothWays(corner: CornerBuildingInput) {
  const { street_id: streetId, house, other_street_id: otherStreetId, other_house: otherHouse } = corner;
  return [
    { streetId, house, otherStreetId, otherHouse },
    { streetId: otherStreetId, house: otherHouse, otherStreetId: streetId, otherHouse: house },
  ];
}

export interface AddCornerBuildingOptions {
  db: Db;
  moderator: SessionUser;
  corner: CornerBuildingInput;
}

/**
 * A moderator adds a corner the check has not learned from a confirmation (a house known by two addresses, seen on a
 * map or a visit), stored both ways as recordCornerBuilding stores a learned one. A known corner changes nothing.
 * Listings are not regrouped now: each one's next check uses the corner.
 */
export async function addCornerBuilding({ db, moderator, corner }: AddCornerBuildingOptions): Promise<void> {
  await db
    .insert(cornerBuildings)
    .values(
      bothWays(corner).map((way) => ({
        ...way,
        // The other address as listings' keys spell it: the check reads it inside its statement (decision 029).
        otherAddressKey: streetHouseKey(way.otherStreetId, way.otherHouse),
        confirmedBy: moderator.id,
      })),
    )
    .onConflictDoNothing();
}
