import type { CornerBuildingList } from '@tbilisi/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cornerBuildings, users } from '../../db/schema';

export interface ListCornerBuildingsOptions {
  db: Db;
}

/**
 * The corners the duplicate check knows (decision 026), newest first, each once: the table holds every corner both
 * ways, and the list shows the direction whose first address sorts first.
 */
export async function listCornerBuildings({ db }: ListCornerBuildingsOptions): Promise<CornerBuildingList> {
  const c = cornerBuildings;
  const rows = await db
    .select({
      streetId: c.streetId,
      house: c.house,
      otherStreetId: c.otherStreetId,
      otherHouse: c.otherHouse,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: c.createdAt,
    })
    .from(c)
    .leftJoin(users, eq(users.id, c.confirmedBy))
    .where(sql`(${c.streetId}, ${c.house}) < (${c.otherStreetId}, ${c.otherHouse})`)
    .orderBy(desc(c.createdAt), c.streetId, c.house);
  return {
    items: rows.map((row) => ({
      street_id: row.streetId,
      house: row.house,
      other_street_id: row.otherStreetId,
      other_house: row.otherHouse,
      confirmed_by: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
      created_at: row.createdAt.toISOString(),
    })),
  };
}
