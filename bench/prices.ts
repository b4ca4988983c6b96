/**
 * npm run bench:prices [-- --size 100000 --requests 300]
 * Price statistics at scale, on PostgreSQL (BENCH_DATABASE_URL, default the local server; a scratch database is
 * created and dropped): seeds the demo data (300 listings and 8,000 past ones over 24 months), grows it to --size
 * listings by copying (bench/load-listings.ts), times the nightly job (statistics and the estimate's models), then
 * times over HTTP, one request at a time: GET /api/statistics (varied deal, kind, rooms, district), a page of 20
 * search cards with their price comparisons, and GET /api/properties/{id}/estimate. Goals: statistics and the card
 * comparison p95 ≤ 20 ms, the estimate ≤ 30 ms. Results go to bench/results/prices-<date>.json.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, queryRows } from '../apps/api/src/db/client';
import { seedDemoData } from '../apps/api/tools/seed/seed';
import { createLocalStorage } from '../apps/api/src/lib/storage';
import { priceReference } from '../apps/api/src/modules/listings/price-reference';
import { runPriceJobs } from '../apps/api/src/modules/prices/run-price-jobs';
import { growListings } from './load-listings';
import { adminQuery, describeMachine, latencySummary, timeRequests } from './machine';

const { values } = parseArgs({
  options: { size: { type: 'string', default: '100000' }, requests: { type: 'string', default: '300' } },
});
const size = Number(values.size);
const requests = Number(values.requests);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const admin = (query: string) => adminQuery(serverUrl, query);

const name = `sakhli_bench_prices_${process.pid}`;
await admin(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sakhli-bench-prices-'));
const database = await openDatabase({ url: url.toString(), pgliteDir: 'memory://' });
try {
  await database.migrate();
  const loadStarted = performance.now();
  await seedDemoData(database.db, createLocalStorage(path.join(dataDir, 'media')), {
    count: 300,
    history: 8000,
    rateUsdGel: 2.71,
  });
  const [base] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from properties`);
  await growListings(database.db, base!.n, size);
  await database.db.execute(sql`analyze`);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  console.log(`Loaded ${size} listings in ${loadSeconds.toFixed(0)}s`);

  const jobStarted = performance.now();
  const job = await runPriceJobs(database.db);
  const jobSeconds = (performance.now() - jobStarted) / 1000;
  console.log(`Nightly job: ${jobSeconds.toFixed(1)}s`, job);

  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
  });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const time = (paths: string[]) => timeRequests(origin, paths, requests);

  const statisticsPaths: string[] = [];
  for (const deal of ['sale', 'rent', 'daily'])
    for (const kind of ['flats', 'houses', 'commercial'])
      for (const extra of ['', '&rooms=2', '&district=vake-saburtalo', '&level=neighbourhood&months=1'])
        statisticsPaths.push(`/api/statistics?deal=${deal}&kind=${kind}${extra}`);
  const searchPaths = ['sale', 'rent', 'daily_rent'].flatMap((deal) =>
    ['', '&locations=vake', '&locations=gldani-nadzaladevi', '&sort_by=price&sort_order=asc'].map(
      (extra) => `/api/properties/search?listing_type=${deal}&limit=20${extra}`,
    ),
  );
  const ids = await queryRows<{ id: number }>(
    database.db,
    sql`select id from properties where status = 'active' and listing_type in ('sale', 'rent') order by random() limit 200`,
  );
  const estimatePaths = ids.map(({ id }) => `/api/properties/${id}/estimate`);

  const statistics = await time(statisticsPaths);
  const searchWithComparison = await time(searchPaths);
  const estimate = await time(estimatePaths);
  // The comparison itself, without the search around it: 20 cards against the in-memory medians.
  const cards = await queryRows<{
    listingType: string;
    propertyType: string;
    state: string;
    urbanArea: string | null;
    rooms: number | null;
    squareFeet: number;
    rentAmount: number;
  }>(
    database.db,
    sql`select listing_type as "listingType", property_type as "propertyType", state, urban_area as "urbanArea", rooms,
          square_feet as "squareFeet", rent_amount as "rentAmount" from properties where status = 'active' limit 2000`,
  );
  await priceReference.ensureFresh(database.db);
  const compareTimes: number[] = [];
  for (let i = 0; i < 100; i++) {
    const started = performance.now();
    for (const card of cards.slice((i * 20) % 1980, ((i * 20) % 1980) + 20)) priceReference.compare(card);
    compareTimes.push(performance.now() - started);
  }
  await app.close();

  const report = {
    date: new Date().toISOString(),
    command: `npm run bench:prices -- --size ${size} --requests ${requests}`,
    machine: describeMachine(),
    database: 'PostgreSQL (local server)',
    listings: size,
    load_seconds: Math.round(loadSeconds),
    job: {
      ...job,
      statistics_seconds: Math.round(job.seconds * 10) / 10,
      seconds: Math.round(jobSeconds * 10) / 10,
    },
    goals: { statistics_p95_ms: 20, card_comparison_p95_ms: 20, estimate_ms: 30 },
    statistics,
    search_page_of_20_with_comparisons: searchWithComparison,
    comparison_of_20_cards_in_memory: latencySummary(compareTimes),
    estimate,
  };
  console.log(JSON.stringify(report, null, 2));
  const out = path.join(import.meta.dirname, 'results', `prices-${report.date.slice(0, 10)}-${size}.json`);
  await fs.writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Written to ${path.relative(process.cwd(), out)}`);
} finally {
  await database.close();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await fs.rm(dataDir, { recursive: true, force: true });
}
