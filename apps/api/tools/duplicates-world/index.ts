/**
 * The independent labelled set of re-posted Tbilisi listings: generate a world for a seed, run it through the api,
 * score what visitors see. `evaluateWorldSet` is what `npm run eval:duplicates-world` (cli.ts) calls, and what
 * another evaluation may call.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { duplicateShare, labelPairs } from './labels';
import { runWorld } from './runner';
import { scoreWorld, type KindRow, type Score } from './score';
import { generateWorld } from './world';

export { generateWorld } from './world';
export { labelPairs, duplicateShare } from './labels';
export { scoreWorld } from './score';

export interface EvaluateWorldOptions {
  seed: number;
  /** Listings to post (default 400). */
  listings?: number;
  /** The api's port (default 8140). */
  port?: number;
  /** The repository root (default: found from this file). */
  root?: string;
  log?: (line: string) => void;
  keepData?: boolean;
}

export interface WorldEvaluation {
  seed: number;
  date: string;
  gitHead: string | null;
  loadAverage: { before: number[]; after: number[] };
  world: {
    listings: number;
    flats: number;
    posters: Record<string, number>;
    photos: number;
    duplicateShare: number;
    positivePairs: number;
    labelledNegativePairs: number;
  };
  optionalFieldsSent: Record<string, string>;
  timings: Record<string, number>;
  score: Omit<Score, 'errors'>;
  errors: Score['errors'];
}

const here = path.dirname(fileURLToPath(import.meta.url));

export async function evaluateWorldSet(options: EvaluateWorldOptions): Promise<WorldEvaluation> {
  const log = options.log ?? (() => undefined);
  const root = options.root ?? path.resolve(here, '../../../..');
  const before = os.loadavg();
  const started = performance.now();
  const world = generateWorld({ seed: options.seed, listings: options.listings });
  const pairs = labelPairs(world);
  const posters: Record<string, number> = {};
  for (const p of world.posters) posters[p.role] = (posters[p.role] ?? 0) + 1;
  log(
    `world seed ${options.seed}: ${world.listings.length} listings of ${world.flats.length} flats by ${world.posters.length} posters; ` +
      `${(duplicateShare(world) * 100).toFixed(1)} % of visible listings have another listing of the same flat`,
  );
  const run = await runWorld({ world, root, port: options.port ?? 8140, log, keepData: options.keepData });
  const { errors, ...score } = scoreWorld(world, run.observed);
  const gitHead = (() => {
    try {
      return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    } catch {
      return null;
    }
  })();
  return {
    seed: options.seed,
    date: new Date().toISOString(),
    gitHead,
    loadAverage: { before, after: os.loadavg() },
    world: {
      listings: world.listings.length,
      flats: world.flats.length,
      posters,
      photos: world.listings.reduce((sum, l) => sum + l.photos.length, 0),
      duplicateShare: duplicateShare(world),
      positivePairs: pairs.filter((p) => p.same).length,
      labelledNegativePairs: pairs.filter((p) => !p.same).length,
    },
    optionalFieldsSent: run.optionalFields as Record<string, string>,
    timings: { ...run.timings, totalSeconds: (performance.now() - started) / 1000 },
    score,
    errors,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

function kindTable(title: string, rows: KindRow[], rateName: string): string[] {
  const lines = [
    `${title.padEnd(34)} ${'pairs'.padStart(7)} ${'grouped'.padStart(8)} ${rateName.padStart(9)}`,
  ];
  for (const r of rows)
    lines.push(
      `  ${r.kind.padEnd(32)} ${String(r.pairs).padStart(7)} ${String(r.grouped).padStart(8)} ${pct(r.rate).padStart(9)}`,
    );
  return lines;
}

/** The evaluation as a printable table. */
export function formatEvaluation(e: WorldEvaluation): string {
  const s = e.score;
  return [
    `Duplicates on an independent world: seed ${e.seed}, ${e.world.listings} listings (${s.listings.visible} visible), ${e.world.flats} flats, ${e.world.photos} photos`,
    `  precision ${pct(s.precision)}   recall ${pct(s.recall)}   F1 ${pct(s.f1)}   ` +
      `(same-property pairs ${s.pairs.truth}, grouped ${s.pairs.predicted}: ${s.pairs.truePositives} right, ${s.pairs.falsePositives} wrong, ${s.pairs.falseNegatives} missed)`,
    `  refusals (409): ${s.refusals.expectedRefused}/${s.refusals.expected} expected repeats refused, ${s.refusals.unexpected.length} other refusals` +
      (s.refusals.unexpected.length
        ? ` (${[...new Set(s.refusals.unexpected.map((u) => u.reason))].join('; ')})`
        : ''),
    `  search: ${s.search.cards} cards for ${s.search.idealCards} flats; ${s.search.flatsWithSeveralCards} flats shown more than once (${s.search.extraCards} extra cards), ${s.search.flatsWithoutCard} flats with no card`,
    `  not accepted (other than 409): ${s.failures.length}` +
      (s.failures.length
        ? ` (${s.failures
            .slice(0, 3)
            .map((f) => `${f.key}: ${f.reason.slice(0, 80)}`)
            .join('; ')})`
        : ''),
    `  one-sided offers: ${s.oneSidedOffers}; optional fields sent: ${JSON.stringify(e.optionalFieldsSent)}`,
    '',
    ...kindTable('Recall by kind (same flat)', s.recallByKind, 'recall'),
    '',
    ...kindTable('False groupings by kind (different)', s.falseGroupingsByKind, 'grouped'),
    '',
    `  time ${e.timings.totalSeconds!.toFixed(0)} s (post ${e.timings.postSeconds?.toFixed(0)} s); load average before ${e.loadAverage.before.map((x) => x.toFixed(1)).join(' ')}, after ${e.loadAverage.after.map((x) => x.toFixed(1)).join(' ')}`,
  ].join('\n');
}

/**
 * Records an evaluation: bench/results/duplicates-world-<date>-seed-N.json (the figures, with the command that
 * reproduces them) and …-errors.json (every wrong pair). Answers the two paths, relative to the repository.
 */
export async function writeWorldEvaluation(options: {
  evaluation: WorldEvaluation;
  root: string;
  listings: number;
}): Promise<string[]> {
  const { evaluation, root, listings } = options;
  const { errors, ...figures } = evaluation;
  const sized = listings === 400 ? '' : `-n${listings}`;
  const stem = `bench/results/duplicates-world-${evaluation.date.slice(0, 10)}-seed-${evaluation.seed}${sized}`;
  const command = `npm run eval:duplicates-world -- --seed ${evaluation.seed}${sized ? ` --listings ${listings}` : ''}`;
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  await writeFile(path.join(root, `${stem}.json`), `${JSON.stringify({ command, ...figures }, null, 2)}\n`);
  await writeFile(path.join(root, `${stem}-errors.json`), `${JSON.stringify(errors, null, 2)}\n`);
  return [`${stem}.json`, `${stem}-errors.json`];
}
