/**
 * npm run eval:estimate [-- --history 8000 --holdout 3 --seed 1]
 * How good the estimate is, measured on a time split: the demo data (the 300 current listings and --history past ones
 * over 24 months, apps/api/tools/seed) is seeded into an embedded database, the estimate's model is fitted on the
 * 12 months before the most recent --holdout months, exactly as the nightly job fits it, and then prices every sale
 * and rent posted in the held-out months. Prints the median absolute percentage error, the share within ±10 %, and
 * how many estimates would be shown (range within ±20 %) with their own error. The report goes to
 * bench/results/estimate-<date>.json. Run once on the held-out months and reported as it came (docs/decisions/015).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MAX_ESTIMATE_SPREAD } from '@tbilisi/contracts';
import { openDatabase } from '../apps/api/src/db/client';
import { seedDemoData } from '../apps/api/tools/seed/seed';
import { createLocalStorage } from '../apps/api/src/lib/storage';
import { loadModelRows, type FittingRow } from '../apps/api/src/modules/prices/model-rows';
import { estimatePrice, fitPriceModel, kindOf } from '../apps/api/src/modules/prices/price-model';

const { values } = parseArgs({
  options: {
    history: { type: 'string', default: '8000' },
    holdout: { type: 'string', default: '3' },
    seed: { type: 'string', default: '1' },
  },
});
const holdoutMonths = Number(values.holdout);

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const percent = (value: number) => Math.round(value * 1000) / 10;

function measure(train: FittingRow[], test: FittingRow[]) {
  const model = fitPriceModel(train);
  if (!model || test.length === 0) return null;
  const results = test.map((row) => {
    const estimate = estimatePrice(model, row);
    const actual = row.perSqm * row.area;
    return {
      error: Math.abs(estimate.value - actual) / actual,
      shown: estimate.spread <= MAX_ESTIMATE_SPREAD,
    };
  });
  const shown = results.filter((r) => r.shown);
  return {
    trained_on: train.length,
    tested_on: test.length,
    median_ape_percent: percent(median(results.map((r) => r.error))),
    within_10_percent: percent(results.filter((r) => r.error <= 0.1).length / results.length),
    shown_percent: percent(shown.length / results.length),
    shown_median_ape_percent: shown.length ? percent(median(shown.map((r) => r.error))) : null,
    shown_within_10_percent: shown.length
      ? percent(shown.filter((r) => r.error <= 0.1).length / shown.length)
      : null,
  };
}

const startedAt = performance.now();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sakhli-eval-estimate-'));
const database = await openDatabase({ pgliteDir: 'memory://' });
await database.migrate();
await seedDemoData(database.db, createLocalStorage(path.join(dataDir, 'media')), {
  count: 300,
  history: Number(values.history),
  seed: Number(values.seed),
  rateUsdGel: 2.71,
});
const rows = await loadModelRows(database.db, 24);
await database.close();
await fs.rm(dataDir, { recursive: true, force: true });

// The held-out months: the current month and the ones before it, by posting date.
const now = new Date();
const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (holdoutMonths - 1), 1));
const trainFrom = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() - 12, 1));
const report: Record<string, unknown> = {
  date: now.toISOString(),
  command: `npm run eval:estimate -- --history ${values.history} --holdout ${holdoutMonths} --seed ${values.seed}`,
  held_out_from: cutoff.toISOString().slice(0, 10),
  trained_from: trainFrom.toISOString().slice(0, 10),
  goal: 'median absolute percentage error <= 10 %',
};
for (const deal of ['sale', 'rent'] as const) {
  const ofDeal = rows.filter((row) => row.deal === deal);
  const train = ofDeal.filter((row) => row.postedAt >= trainFrom && row.postedAt < cutoff);
  const test = ofDeal.filter((row) => row.postedAt >= cutoff);
  report[deal] = measure(train, test);
  report[`${deal}_flats`] = measure(
    train,
    test.filter((row) => kindOf(row.propertyType) === 'flats'),
  );
}
report.seconds = Math.round((performance.now() - startedAt) / 100) / 10;
console.log(JSON.stringify(report, null, 2));
const out = path.join(
  import.meta.dirname,
  '..',
  'bench',
  'results',
  `estimate-${now.toISOString().slice(0, 10)}.json`,
);
await fs.writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`Written to ${path.relative(process.cwd(), out)}`);
