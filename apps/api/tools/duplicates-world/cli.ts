/**
 * npm run eval:duplicates-world -- --seed N [--listings 400] [--port 8140] [--keep-data]
 * Writes bench/results/duplicates-world-<date>-seed-N.json (the figures) and …-errors.json (every wrong pair).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { evaluateWorldSet, formatEvaluation, writeWorldEvaluation } from './index';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '7001' },
    listings: { type: 'string', default: '400' },
    port: { type: 'string', default: '8140' },
    'keep-data': { type: 'boolean', default: false },
  },
});
const seed = Number(values.seed);
const listings = Number(values.listings);
const port = Number(values.port);
if (!Number.isInteger(seed) || !Number.isInteger(listings) || listings < 1 || !Number.isInteger(port)) {
  console.error(
    'Usage: npm run eval:duplicates-world -- --seed N [--listings 400] [--port 8140] [--keep-data]',
  );
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '../../../..');
const evaluation = await evaluateWorldSet({
  seed,
  listings,
  port,
  root,
  keepData: values['keep-data'],
  log: (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`),
});
const written = await writeWorldEvaluation({ evaluation, root, listings });
console.log(`\n${formatEvaluation(evaluation)}\n\nwrote ${written.join(' and ')}`);
