import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cornerBuildings, properties } from '../../db/schema';
import { addressKey, streetHouseKey, type AddressPlace } from '../../lib/address-key';

/**
 * Corner buildings (docs/decisions/026): one house on a corner is known by two addresses, one on each street, and
 * its flats are posted under either. Nobody publishes a list of them, so the table is learned: when a moderator
 * confirms two listings as one property and their addresses name two taxonomy streets with house numbers, the two
 * addresses are one building from then on, for every flat in it. The check then finds and scores a listing at one
 * address against those at the other as one building, and the flat itself must still be named (unit, photos, text or
 * its facts) as in any building.
 */

type Located = AddressPlace & { address: string | null };

/** A listing's address as a taxonomy street and a house, or null (an unknown street, no house number). */
function streetHouse(listing: Located): { streetId: string; house: string } | null {
  const key = listing.address ? addressKey(listing.address, listing) : null;
  return key?.streetId && key.house ? { streetId: key.streetId, house: key.house } : null;
}

/**
 * The address keys of the other addresses of a listing's building, as a sub-query the check's one statement reads
 * (one primary-key seek; decision 029), or null when its address is not a taxonomy street with a house number.
 */
export function cornerAddressKeys(listing: Located): SQL | null {
  const at = streetHouse(listing);
  if (!at) return null;
  return sql`select ${cornerBuildings.otherAddressKey} from ${cornerBuildings}
    where ${cornerBuildings.streetId} = ${at.streetId} and ${cornerBuildings.house} = ${at.house}
      and ${cornerBuildings.otherAddressKey} is not null`;
}

export interface RecordCornerBuildingOptions {
  tx: Db;
  /** the two listings a moderator confirmed as one property */
  propertyIds: [number, number];
  moderatorId: number;
}

/**
 * Learns a corner from a moderator's confirmation: two listings of one property whose addresses are two taxonomy
 * streets with house numbers. Stored both ways; a confirmation of listings on one street, or on a street the
 * taxonomy does not hold, teaches nothing.
 */
export async function recordCornerBuilding({
  tx,
  propertyIds,
  moderatorId,
}: RecordCornerBuildingOptions): Promise<void> {
  const rows = await tx
    .select({
      address: properties.address,
      state: properties.state,
      urbanArea: properties.urbanArea,
      streetId: properties.streetId,
    })
    .from(properties)
    .where(inArray(properties.id, propertyIds));
  const [a, b] = rows.map(streetHouse);
  if (!a || !b || a.streetId === b.streetId) return;
  const pair = (x: typeof a, y: typeof a) => ({
    streetId: x.streetId,
    house: x.house,
    otherStreetId: y.streetId,
    otherHouse: y.house,
    otherAddressKey: streetHouseKey(y.streetId, y.house),
    confirmedBy: moderatorId,
  });
  await tx
    .insert(cornerBuildings)
    .values([pair(a, b), pair(b, a)])
    .onConflictDoNothing();
}
