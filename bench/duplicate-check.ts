import { propertyCreateSchema } from '@tbilisi/contracts';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, queryRows, type Database } from '../apps/api/src/db/client';
import { mediaFiles, photoFingerprints, properties, propertyImages, users } from '../apps/api/src/db/schema';
import { generateDemoListings } from '../apps/api/tools/seed/demo-listings';
import { growListings } from './load-listings';
import { toPropertyValues } from '../apps/api/src/modules/listings/property-values';
import { addressKeyText } from '../apps/api/src/lib/address-key';
import { photoHashBands } from '../apps/api/src/modules/media/photo-fingerprint';
// A namespace: this file also times an older check (another checkout) whose module has no statement to explain.
import * as finder from '../apps/api/src/modules/duplicates/find-duplicates';
import { FINGERPRINT_LENGTH } from '../apps/api/src/modules/media/photo-fingerprint';
import { describeMachine } from './machine';

export interface CheckTiming {
  /** the machine's 1-minute load average when the timed checks started and ended */
  loadAverage1m: { start: number; end: number };
  listings: number;
  database: string;
  samples: number;
  candidatesMedian: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** of the samples' jittered copies (the true duplicates), the fraction the check returned */
  copiesReturned: number;
  /** the two parts of each check: reading the listing with its photos, then finding and scoring its duplicates */
  phases: Record<'subject' | 'duplicates', { medianMs: number; p95Ms: number }>;
  /** the api side's CPU time per check (this process: building the statement, reading rows, scoring), less
   * sensitive to the machine's load than wall time; the database's share is not in it */
  apiCpu: { medianMs: number; p95Ms: number };
  /**
   * finding and scoring the duplicates of the same samples with the house number left out of the address, as some
   * agents post: the check then reads the street's listings (closest in area first) instead of one building's
   */
  withoutHouseNumber: { medianMs: number; p95Ms: number; maxMs: number };
  /** `--explain N`: the database's work for the statement of this version's check, on the first N samples */
  statement?: StatementWork;
  /** `--against`: the other version's figures on the same samples, each sample checked by both in turn */
  against?: Omit<CheckTiming, 'listings' | 'database' | 'against' | 'statement'>;
}

const BASE = 10_000;
const PHOTOS_PER_LISTING = 5;

/**
 * The time to check one listing against `size` active listings, as the api does on every save: candidates from the
 * indexes, their rows and photo fingerprints, and the score. The database holds the demo generator's 10k listings
 * (real streets, so address keys collide the way they do on a real street) grown to `size` by jittered copies, each
 * base listing with its own photo fingerprints (random, which share bands more often than real ones: pessimistic),
 * which the copies share, so every sample has about size/10k true candidates plus whatever shares its street or box.
 */
export async function measureCheckTime(options: {
  url: string;
  size: number;
  samples: number;
  /** the same listings each run with the same seed (two versions of the check compared on one database) */
  sampleSeed?: string;
  /** EXPLAIN (ANALYZE, BUFFERS) the check's statement for this many of the samples, printed before the timing */
  explain?: number;
  /** another version of the check (another checkout's find-duplicates.ts), timed on the same samples in turn */
  against?: Finder;
}): Promise<CheckTiming> {
  const database = await openDatabase({ url: options.url, pgliteDir: '' });
  try {
    await load(database, options.size);
    const order =
      options.sampleSeed === undefined ? sql`random()` : sql`md5(id::text || ${options.sampleSeed})`;
    const ids = (
      await queryRows<{ id: number }>(
        database.db,
        sql`select id from properties order by ${order} limit ${options.samples}`,
      )
    ).map((row) => row.id);
    const statement = options.explain
      ? await explainChecks(options.url, database, ids.slice(0, options.explain))
      : undefined;
    const loadAtStart = os.loadavg()[0]!;
    // With `against`, each sample is checked by both versions, in turn first, so both meet the same load.
    const versions = [recorder(finder), ...(options.against ? [recorder(options.against)] : [])];
    for (const [i, id] of ids.entries()) {
      for (const version of i % 2 ? [...versions].reverse() : versions)
        await version.check(database, id, options.size);
    }
    const loadAverage1m = { start: Number(loadAtStart.toFixed(2)), end: Number(os.loadavg()[0]!.toFixed(2)) };
    const [own, other] = versions.map((version) => version.summary());
    return {
      loadAverage1m,
      listings: options.size,
      database: 'PostgreSQL 15 (local server)',
      ...own!,
      ...(statement && { statement }),
      ...(other && { against: { loadAverage1m, ...other } }),
    };
  } finally {
    await database.close();
  }
}

type Finder = Pick<typeof finder, 'findDuplicates' | 'loadDuplicateSubject'>;
type Measured = Omit<CheckTiming, 'loadAverage1m' | 'listings' | 'database' | 'against' | 'statement'>;

/** Times one version of the check on the samples given to `check`, and sums them up. */
function recorder(version: Finder) {
  const times: number[] = [];
  const subjectTimes: number[] = [];
  const duplicateTimes: number[] = [];
  const candidates: number[] = [];
  const withoutHouseTimes: number[] = [];
  const cpuTimes: number[] = [];
  let copies = 0;
  let copiesReturned = 0;
  const at = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2));
  };
  const phase = (values: number[]) => ({ medianMs: at(values, 0.5), p95Ms: at(values, 0.95) });
  return {
    async check(database: Database, id: number, size: number) {
      const startedAt = performance.now();
      const cpuAtStart = process.cpuUsage();
      const subject = await version.loadDuplicateSubject(database.db, id);
      const loadedAt = performance.now();
      const matches = await version.findDuplicates(database.db, subject!);
      const doneAt = performance.now();
      const cpu = process.cpuUsage(cpuAtStart);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
      times.push(doneAt - startedAt);
      subjectTimes.push(loadedAt - startedAt);
      duplicateTimes.push(doneAt - loadedAt);
      candidates.push(matches.length);
      // Copy k of base listing b has id b + k * BASE (growListings): the same property, its photos shared.
      const returned = new Set(matches.map((match) => match.id));
      for (let other = ((id - 1) % BASE) + 1; other <= size; other += BASE) {
        if (other === id) continue;
        copies++;
        if (returned.has(other)) copiesReturned++;
      }
      const address = (subject!.address ?? '').replace(/(?:№|#|\b[Nn]o?\.?\s*)?\d+\S*/gu, ' ');
      const houseless = { ...subject!, address, addressKey: addressKeyText(address, subject!) || null };
      const houselessAt = performance.now();
      await version.findDuplicates(database.db, houseless);
      withoutHouseTimes.push(performance.now() - houselessAt);
    },
    summary(): Measured {
      const sorted = [...candidates].sort((a, b) => a - b);
      return {
        samples: times.length,
        candidatesMedian: sorted[Math.floor(sorted.length / 2)] ?? 0,
        medianMs: at(times, 0.5),
        p95Ms: at(times, 0.95),
        maxMs: at(times, 1),
        copiesReturned: Number((copiesReturned / Math.max(1, copies)).toFixed(4)),
        phases: { subject: phase(subjectTimes), duplicates: phase(duplicateTimes) },
        apiCpu: phase(cpuTimes),
        withoutHouseNumber: { ...phase(withoutHouseTimes), maxMs: at(withoutHouseTimes, 1) },
      };
    },
  };
}

/** The database's work for the check's statement, from EXPLAIN (ANALYZE, BUFFERS): medians and 95th percentiles. */
export interface StatementWork {
  samples: number;
  planningMs: { median: number; p95: number };
  executionMs: { median: number; p95: number };
  /** shared buffers hit or read: the pages the statement touched */
  buffers: { median: number; p95: number };
  /** candidate rows the statement returned */
  rows: { median: number; p95: number };
}

/**
 * The check's statement for each sample, as EXPLAIN (ANALYZE, BUFFERS) sees it: the first plan is printed, and the
 * planning and execution times, buffers and rows are summed up (less sensitive to the machine's load than wall time).
 */
async function explainChecks(
  url: string,
  database: Database,
  ids: number[],
): Promise<StatementWork | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const planning: number[] = [];
  const execution: number[] = [];
  const buffers: number[] = [];
  const rows: number[] = [];
  try {
    for (const id of ids) {
      const subject = await finder.loadDuplicateSubject(database.db, id);
      const query = finder.duplicateCandidatesQuery?.(database.db, subject!);
      if (!query) continue;
      const { sql: text, params } = query.toSQL();
      const explained = await client.query<{ 'QUERY PLAN': ExplainedPlan[] }>(
        `explain (analyze, buffers, format json) ${text}`,
        params as unknown[],
      );
      const [plan] = explained.rows[0]!['QUERY PLAN'];
      if (planning.length === 0) console.log(JSON.stringify(plan));
      planning.push(plan!['Planning Time']);
      execution.push(plan!['Execution Time']);
      buffers.push(plan!.Plan['Shared Hit Blocks'] + plan!.Plan['Shared Read Blocks']);
      rows.push(plan!.Plan['Actual Rows']);
    }
  } finally {
    await client.end();
  }
  if (planning.length === 0) return undefined;
  const spread = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) =>
      Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2));
    return { median: at(0.5), p95: at(0.95) };
  };
  return {
    samples: planning.length,
    planningMs: spread(planning),
    executionMs: spread(execution),
    buffers: spread(buffers),
    rows: spread(rows),
  };
}

interface ExplainedPlan {
  'Planning Time': number;
  'Execution Time': number;
  Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number; 'Actual Rows': number };
}

async function load(database: Database, size: number) {
  await database.migrate();
  const db = database.db;
  // A database kept from an earlier run (--keep-database) is measured as it is.
  const [loaded] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from properties`);
  if ((loaded?.count ?? 0) >= size) return;
  const [poster] = await db
    .insert(users)
    .values({ email: 'timing@example.ge', passwordHash: '-', firstName: 'T', lastName: 'T' })
    .returning({ id: users.id });
  const listings = generateDemoListings(BASE, 7);
  for (let start = 0; start < BASE; start += 1000) {
    const batch = listings.slice(start, start + 1000);
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(properties)
        .values(
          batch.map((listing) => {
            const input = propertyCreateSchema.parse(listing);
            return {
              ...toPropertyValues(input, undefined, 2.7),
              ownerId: poster!.id,
              title: input.title,
              address: input.address,
              city: input.city,
              state: input.state,
              propertyType: input.property_type,
              listingType: input.listing_type ?? 'sale',
              photoCount: PHOTOS_PER_LISTING,
            };
          }),
        )
        .returning({ id: properties.id });
      const photos = rows.flatMap((row) =>
        Array.from({ length: PHOTOS_PER_LISTING }, (_, order) => {
          const fingerprint = randomBytes(FINGERPRINT_LENGTH / 2).toString('hex');
          return { propertyId: row.id, order, name: randomBytes(16).toString('hex'), fingerprint };
        }),
      );
      await tx.insert(mediaFiles).values(
        photos.map((photo) => ({
          name: photo.name,
          width: 1280,
          height: 960,
          placeholder: '',
          variants: [],
        })),
      );
      await tx.insert(photoFingerprints).values(
        photos.map((photo) => ({
          name: photo.name,
          fingerprint: photo.fingerprint,
          bands: photoHashBands(photo.fingerprint),
        })),
      );
      await tx.insert(propertyImages).values(
        photos.map((photo) => ({
          propertyId: photo.propertyId,
          imageUrl: `/media/${photo.name}/1280.webp`,
          mediaName: photo.name,
          isPrimary: photo.order === 0,
          orderIndex: photo.order,
        })),
      );
    });
  }
  await growListings(db, BASE, size);
  // A third of the generator's flats give the form's unit fields, and their copies the same (the copies stand for
  // the flat posted again): the check then also looks the unit code up in both cadastral columns.
  await db.execute(sql`update properties
    set unit_cadastral_code = '01.14.12.' || lpad((base % 1000)::text, 3, '0') || '.' || lpad((base / 1000)::text, 3, '0') || '.01.001',
        flat_number = (base % 200 + 1)::text
    from (select id as copy, (id - 1) % ${BASE} + 1 as base from properties) as copies
    where properties.id = copies.copy and copies.base % 3 = 0`);
  await db.execute(sql`vacuum analyze`);
}

/**
 * tsx bench/duplicate-check.ts [--size 100000 --samples 200 --database NAME]: the timing alone, without the labelled
 * sets of `npm run eval:duplicates`, in a scratch database on BENCH_DATABASE_URL (default the local server); the
 * result goes to bench/results/duplicate-check-<date>[-LABEL].json.
 *
 * To compare two versions of the check on one loaded database: `--keep-database` keeps it (and measures one kept
 * from an earlier run as it is), `--sample-seed S` checks the same listings each run, `--explain N` prints
 * EXPLAIN (ANALYZE, BUFFERS) of the check's statement for the first N samples, `--label WORD` names the result file.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: '100000' },
      samples: { type: 'string', default: '200' },
      // The scratch database's name (on a shared server, one a person can tell apart); dropped at the end.
      database: { type: 'string' },
      'keep-database': { type: 'boolean', default: false },
      'sample-seed': { type: 'string' },
      explain: { type: 'string', default: '0' },
      label: { type: 'string' },
      // Another checkout's root: its duplicate check is timed on the same samples, in turn with this one's.
      against: { type: 'string' },
    },
  });
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const scratch = values.database ?? `sakhli_duplicate_check_${process.pid}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(scratch))
    throw new Error(`--database ${scratch}: lowercase letters, digits, _`);
  const keep = values['keep-database'];
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [scratch]);
    if (!keep || exists.rowCount === 0) await admin.query(`CREATE DATABASE ${scratch}`);
    const url = Object.assign(new URL(serverUrl), { pathname: `/${scratch}` }).toString();
    const timing = await measureCheckTime({
      url,
      size: Number(values.size),
      samples: Number(values.samples),
      sampleSeed: values['sample-seed'],
      explain: Number(values.explain),
      against: values.against
        ? ((await import(
            path.resolve(values.against, 'apps/api/src/modules/duplicates/find-duplicates.ts')
          )) as Finder)
        : undefined,
    });
    console.log(JSON.stringify(timing, null, 2));
    const date = new Date().toISOString().slice(0, 10);
    const name = `duplicate-check-${date}${values.label ? `-${values.label}` : ''}.json`;
    const file = path.join(import.meta.dirname, 'results', name);
    const command =
      `tsx bench/duplicate-check.ts --size ${values.size} --samples ${values.samples}` +
      (keep ? ` --database ${scratch} --keep-database` : '') +
      (values['sample-seed'] !== undefined ? ` --sample-seed ${values['sample-seed']}` : '') +
      (values.against ? ` --against ${values.against}` : '') +
      (Number(values.explain) > 0 ? ` --explain ${values.explain}` : '');
    await fs.writeFile(
      file,
      `${JSON.stringify({ date, command, machine: describeMachine(), ...timing }, null, 2)}\n`,
    );
    console.log(`Written to ${path.relative(process.cwd(), file)}`);
  } finally {
    if (!keep) await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
    await admin.end();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
