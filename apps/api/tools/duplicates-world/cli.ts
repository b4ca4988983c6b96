/**
 * npm run eval:duplicates-world -- --seed N [--listings 400] [--port 8140] [--keep-data]
 * Writes bench/results/duplicates-world-<date>-seed-N.json (the figures) and …-errors.json (every wrong pair).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { evaluateWorldSet, formatEvaluation } from './index';

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
const { errors, ...figures } = evaluation;
const stem = `duplicates-world-${evaluation.date.slice(0, 10)}-seed-${seed}${listings === 400 ? '' : `-n${listings}`}`;
const dir = path.join(root, 'bench/results');
await mkdir(dir, { recursive: true });
await writeFile(
  path.join(dir, `${stem}.json`),
  `${JSON.stringify({ command: `npm run eval:duplicates-world -- --seed ${seed}${listings === 400 ? '' : ` --listings ${listings}`}`, ...figures }, null, 2)}\n`,
);
await writeFile(path.join(dir, `${stem}-errors.json`), `${JSON.stringify(errors, null, 2)}\n`);
console.log(`\n${formatEvaluation(evaluation)}\n\nwrote bench/results/${stem}.json and ${stem}-errors.json`);
