import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { priceModels } from '../../db/schema';
import { loadModelRows, type ModelDeal } from './model-rows';
import { fitPriceModel } from './price-model';
import { priceModelCache } from './price-model-cache';

/** Refits the sale and rent models on the last 12 months of listings and stores them (run by the statistics job). */
export async function refitPriceModels(db: Db): Promise<{ fitted: Record<ModelDeal, number> }> {
  const rows = await loadModelRows(db, 12);
  const fitted: Record<ModelDeal, number> = { sale: 0, rent: 0 };
  await db.transaction(async (tx) => {
    for (const deal of ['sale', 'rent'] as const) {
      const model = fitPriceModel(rows.filter((row) => row.deal === deal));
      if (!model) {
        await tx.delete(priceModels).where(sql`${priceModels.deal} = ${deal}`);
        continue;
      }
      fitted[deal] = model.rows;
      await tx
        .insert(priceModels)
        .values({ deal, model, fittedAt: new Date() })
        .onConflictDoUpdate({ target: priceModels.deal, set: { model, fittedAt: new Date() } });
    }
  });
  priceModelCache.invalidate();
  return { fitted };
}
