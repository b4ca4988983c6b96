/**
 * npm run bench:explain [-- --size 1000000]
 * Loads (or reuses) a PostgreSQL database with `size` synthetic listings and prints EXPLAIN ANALYZE of the
 * representative search queries, built by the api's own query builder, as Markdown for docs/search.md.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import path from 'node:path';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { properties } from '../apps/api/src/db/schema';
import { seedDemoData } from '../apps/api/tools/seed/seed';
import { createLocalStorage } from '../apps/api/src/lib/storage';
import { buildSearchFilter } from '../apps/api/src/modules/search/build-search-filter';
import { searchQuery } from '@tbilisi/contracts';
import { pageIdsQuery } from '../apps/api/src/modules/search/search-properties';
import { SEARCH_COUNT_LIMIT } from '@tbilisi/contracts';
import { growListings } from './load-listings';

const { values } = parseArgs({ options: { size: { type: 'string', default: '1000000' } } });
const size = Number(values.size);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `sakhli_scale_${size}`;

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
if (!exists) await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const database = await openDatabase({
  url: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
  pgliteDir: '',
});
await database.migrate();
const db = database.db;
const n = (
  (await db.execute(sql`select count(*)::int as n from properties`)) as unknown as { rows: { n: number }[] }
).rows[0]!.n;
if (n === 0) {
  await seedDemoData(db, createLocalStorage(path.join(os.tmpdir(), `${name}-media`)), {
    count: 10_000,
    rateUsdGel: 2.71,
  });
}
if (n < size) {
  await growListings(db, 10_000, size);
  await db.execute(sql`vacuum analyze`);
}

const QUERIES: [string, Record<string, unknown>][] = [
  ['Home: every deal, newest first', {}],
  ['Deal tab: sale, newest first', { listing_type: 'sale' }],
  ['Deal tab sorted by price', { listing_type: 'rent', sort_by: 'price', sort_order: 'asc' }],
  ['District + type', { listing_type: 'sale', locations: ['vake-saburtalo'], property_type: ['apartment'] }],
  [
    'Two neighbourhoods + price range',
    { listing_type: 'rent', locations: ['vake', 'saburtalo'], min_rent: 1500, max_rent: 4000 },
  ],
  [
    'USD price + bedrooms, by price',
    {
      listing_type: 'sale',
      currency: 'USD',
      min_rent: 80000,
      max_rent: 150000,
      min_bedrooms: 2,
      sort_by: 'price',
      sort_order: 'asc',
    },
  ],
  [
    'Features (all of)',
    { listing_type: 'rent', features: ['central_heating', 'balcony'], is_furnished: true },
  ],
  ['Free text, a street', { query: 'Chavchavadze' }],
  ['Free text, a place', { query: 'ვაკე' }],
  ['Map area', { listing_type: 'rent', bbox: '44.74,41.70,44.78,41.73' }],
  ['Deep page (skip 9,980)', { listing_type: 'sale', skip: 9980 }],
];

const dialect = new PgDialect();
const render = (query: SQL) => dialect.sqlToQuery(query);
console.log(`# EXPLAIN ANALYZE at ${size.toLocaleString('en')} listings\n`);
for (const [title, raw] of QUERIES) {
  const q = searchQuery.parse(raw);
  const where = buildSearchFilter(q);
  // The api's own page ids query, as it reads a page off an ordered index (its rows are then read by id).
  const page = pageIdsQuery(where, q, { fromIndex: true, skip: q.skip, limit: q.limit });
  const count = sql`select count(*) from (select 1 from ${properties} where ${where} limit ${SEARCH_COUNT_LIMIT + 1}) matches`;
  for (const [label, query] of [
    ['page', page],
    ['count', count],
  ] as const) {
    const { sql: text, params } = render(query);
    const client = new pg.Client({
      connectionString: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
      options: '-c work_mem=32MB', // as the api's pool (db/client.ts)
    });
    await client.connect();
    await client.query(`explain (analyze) ${text}`, params); // warm the cache once
    const result = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze) ${text}`, params);
    await client.end();
    const plan = result.rows.map((row) => row['QUERY PLAN']);
    const total = plan.find((line) => line.startsWith('Execution Time'));
    const pairs = Object.entries(raw).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((item): [string, string] => [key, String(item)]),
    );
    const shown = new URLSearchParams(pairs).toString() || '(no filter)';
    console.log(`## ${title} — ${label} (${total})\n\n\`${shown}\`\n\n\`\`\`\n${plan.join('\n')}\n\`\`\`\n`);
  }
}
await database.close();
