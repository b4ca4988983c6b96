import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { monthOf, type ModelRow } from './price-model';
import { cleanSample } from './statistics-sample';

export type ModelDeal = 'sale' | 'rent';

export interface FittingRow extends ModelRow {
  deal: ModelDeal;
  perSqm: number;
  postedAt: Date;
}

/**
 * The listings the model learns from: the statistics' sample (each property once, outliers out) of sales and rents
 * over the last `months` months, with their price per m² in GEL.
 */
export async function loadModelRows(db: Db, months = 24): Promise<FittingRow[]> {
  const since = sql`date_trunc('month', now()) - make_interval(months => ${months - 1})`;
  const rows = await queryRows<{
    deal: ModelDeal;
    property_type: string;
    district: string;
    neighbourhood: string;
    rooms: number | null;
    floor: number | null;
    total_floors: number | null;
    renovation_status: string | null;
    is_new_building: boolean;
    area: number;
    per_sqm_gel: number;
    posted_at: string | Date;
  }>(
    db,
    sql`with ${cleanSample(since)}
      select deal, property_type, district, neighbourhood, rooms, floor, total_floors, renovation_status,
        is_new_building, area, per_sqm_gel, posted_at
      from clean where deal in ('sale', 'rent')`,
  );
  return rows.map((row) => {
    const postedAt = new Date(row.posted_at);
    return {
      deal: row.deal,
      propertyType: row.property_type,
      district: row.district,
      neighbourhood: row.neighbourhood,
      rooms: row.rooms,
      floor: row.floor,
      totalFloors: row.total_floors,
      renovation: row.renovation_status,
      isNewBuilding: row.is_new_building,
      area: Number(row.area),
      perSqm: Number(row.per_sqm_gel),
      month: monthOf(postedAt),
      postedAt,
    };
  });
}
