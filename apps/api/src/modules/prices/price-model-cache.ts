import type { Db } from '../../db/client';
import { priceModels } from '../../db/schema';
import type { ModelDeal } from './model-rows';
import type { PriceModel } from './price-model';

const RELOAD_AFTER_MS = 10 * 60 * 1000;

/** The fitted models held in memory (a few kB each), so an estimate is arithmetic, not a query. */
class PriceModelCache {
  private models = new Map<ModelDeal, PriceModel>();
  private fittedAt: Date | null = null;
  private loadedAt = 0;
  private loading: Promise<void> | undefined;

  async get(db: Db): Promise<{ models: Map<ModelDeal, PriceModel>; fittedAt: Date | null }> {
    if (Date.now() - this.loadedAt >= RELOAD_AFTER_MS) {
      this.loading ??= this.load(db).finally(() => (this.loading = undefined));
      await this.loading;
    }
    return { models: this.models, fittedAt: this.fittedAt };
  }

  invalidate(): void {
    this.loadedAt = 0;
  }

  private async load(db: Db): Promise<void> {
    const rows = await db.select().from(priceModels);
    this.models = new Map(rows.map((row) => [row.deal as ModelDeal, row.model as PriceModel]));
    this.fittedAt = rows.length ? new Date(Math.max(...rows.map((row) => row.fittedAt.getTime()))) : null;
    this.loadedAt = Date.now();
  }
}

export const priceModelCache = new PriceModelCache();
