/**
 * npm run bench:search-work -- --database sakhli_bench_search_1000000 [--searches 400]
 *
 * The database work of the visitor mix, search by search, which the machine's load distorts far less than latency:
 * for a sample of bench/visitor-mix.ts searches, EXPLAIN (ANALYZE, BUFFERS) of the statements the api runs for each
 * (its count, as countSearchResults decides it, and its page, with the plan the count chose), built by the api's own
 * query builder. Prints and writes (bench/results/search-work-<listings>.json) the buffers (8 kB pages touched), rows
 * and execution time per statement: medians, p95, maxima, by kind of search, and the costliest searches.
 */
import { SEARCH_COUNT_LIMIT, searchQuery, type SearchQuery } from '@tbilisi/contracts';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { properties } from '../apps/api/src/db/schema';
import { buildSearchFilter } from '../apps/api/src/modules/search/build-search-filter';
import {
  ESTIMATE_MARGIN,
  FEW_MATCHES,
  narrowsBelowDealTab,
  pageIdsQuery,
  pageRowsQuery,
} from '../apps/api/src/modules/search/search-properties';
import { visitorMix } from './visitor-mix';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    searches: { type: 'string', default: '400' },
    out: { type: 'string' },
  },
});
if (!values.database) throw new Error('--database NAME is required');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const url = Object.assign(new URL(serverUrl), { pathname: `/${values.database}` }).toString();
const database = await openDatabase({ url, pgliteDir: '' }); // for Drizzle's query builder only
const client = new pg.Client({
  connectionString: url,
  options: '-c work_mem=32MB -c plan_cache_mode=force_custom_plan', // as the api's pool (db/client.ts)
});
await client.connect();
const dialect = new PgDialect();
const listings = Number((await client.query('select count(*)::int as n from properties')).rows[0].n);

interface Work {
  ms: number;
  buffers: number;
  rows: number;
}
interface PlanNode {
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}
/** Rows produced by every scan of the plan, all loops: a measure of the rows and entries visited. */
const rowsVisited = (node: PlanNode): number =>
  (node.Plans ?? []).reduce((sum, child) => sum + rowsVisited(child), 0) +
  (node.Plans?.length ? 0 : node['Actual Rows'] * node['Actual Loops']);

async function explain(query: SQL): Promise<Work & { plan: PlanNode }> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return explainText(text, params);
}

async function explainText(text: string, params: unknown[]): Promise<Work & { plan: PlanNode }> {
  const result = await client.query(`explain (analyze, buffers, format json) ${text}`, params);
  const [{ Plan, 'Execution Time': ms }] = result.rows[0]['QUERY PLAN'] as [
    { Plan: PlanNode; 'Execution Time': number },
  ];
  return {
    ms,
    buffers: Plan['Shared Hit Blocks'] + Plan['Shared Read Blocks'],
    rows: rowsVisited(Plan),
    plan: Plan,
  };
}

async function estimate(query: SQL): Promise<number> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query(`explain (format json) ${text}`, params);
  return result.rows[0]['QUERY PLAN'][0].Plan['Plan Rows'];
}

/** The kinds of search the issue names, for the summary: the costliest feature a search has. */
function kindOf(q: SearchQuery): string {
  if (q.query) return 'free text';
  if (q.bbox) return 'map box';
  if (q.features) return 'extras';
  if (q.owner_only || q.developer_only) return 'owner or developer only';
  if (q.min_rooms !== undefined || q.max_rooms !== undefined) return 'rooms';
  if (q.sort_by === 'area') return 'sorted by area';
  if (q.locations) return 'places';
  if (q.min_rent !== undefined || q.max_rent !== undefined) return 'price band';
  return 'deal tab or less';
}

const mix = visitorMix({ size: 50_000 });
const sample = mix.searches.slice(0, Number(values.searches));
const measured: { search: string; kind: string; count: Work & { skipped: boolean }; page: Work }[] = [];
for (const search of sample) {
  const params = new URLSearchParams(search);
  const raw: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    raw[key] = all.length > 1 ? all : all[0];
  }
  const q = searchQuery.parse(raw);
  const { skip: _s, limit: _l, sort_by: _b, sort_order: _o, ...filters } = q;
  const where = buildSearchFilter(filters);
  const matching = sql`select 1 from ${properties} where ${where}`;
  // countSearchResults: rows-reading filters ask the planner first; far above the limit the count is skipped.
  const readsRows = Boolean(q.query || q.city || q.cadastral_code);
  let skipped = false;
  let count: Work = { ms: 0, buffers: 0, rows: 0 };
  let total = SEARCH_COUNT_LIMIT + 1;
  if (readsRows && (await estimate(matching)) > SEARCH_COUNT_LIMIT * ESTIMATE_MARGIN) skipped = true;
  else {
    const counted = await explain(
      sql`select count(*) from (${matching} limit ${SEARCH_COUNT_LIMIT + 1}) matches`,
    );
    const exact = dialect.sqlToQuery(
      sql`select count(*)::int as n from (${matching} limit ${SEARCH_COUNT_LIMIT + 1}) m`,
    );
    const [row] = (await client.query(exact.sql, exact.params)).rows;
    total = row.n;
    count = counted;
  }
  const fromIndex = !(narrowsBelowDealTab(filters) && total <= FEW_MATCHES);
  // The page: its ids, then their rows and main photos (the api's two statements), added up.
  const idsQuery = pageIdsQuery(where, q, { fromIndex, skip: q.skip, limit: q.limit });
  const ids = await explain(idsQuery);
  const found = dialect.sqlToQuery(idsQuery);
  const pageIds = (await client.query(found.sql, found.params)).rows.map((r: { id: number }) => r.id);
  const rowsSql = dialect.sqlToQuery(pageRowsQuery(database.db).getSQL());
  const rowsWork = await explainText(rowsSql.sql, fillPlaceholders(rowsSql.params, { ids: pageIds }));
  const page = {
    ms: ids.ms + rowsWork.ms,
    buffers: ids.buffers + rowsWork.buffers,
    rows: ids.rows + rowsWork.rows,
  };
  measured.push({
    search,
    kind: kindOf(q),
    count: { ms: count.ms, buffers: count.buffers, rows: count.rows, skipped },
    page: { ms: page.ms, buffers: page.buffers, rows: page.rows },
  });
}

const stats = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const at = (q: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2));
  return { median: at(0.5), p95: at(0.95), max: at(1) };
};
const summarise = (items: typeof measured) => ({
  searches: items.length,
  countMs: stats(items.map((m) => m.count.ms)),
  countBuffers: stats(items.map((m) => m.count.buffers)),
  countRows: stats(items.map((m) => m.count.rows)),
  pageMs: stats(items.map((m) => m.page.ms)),
  pageBuffers: stats(items.map((m) => m.page.buffers)),
  pageRows: stats(items.map((m) => m.page.rows)),
  countsSkipped: items.filter((m) => m.count.skipped).length,
});
const kinds = [...new Set(measured.map((m) => m.kind))];
const record = {
  date: new Date().toISOString().slice(0, 10),
  command: `npm run bench:search-work -- --database ${values.database} --searches ${values.searches}`,
  listings,
  loadAverage: os.loadavg().map((v) => Number(v.toFixed(2))),
  note: 'one run per statement, on a warm database; buffers = shared hit + read 8 kB pages; rows = rows and index entries produced by every scan node',
  all: summarise(measured),
  byKind: Object.fromEntries(kinds.map((kind) => [kind, summarise(measured.filter((m) => m.kind === kind))])),
  costliest: [...measured]
    .sort((a, b) => b.count.buffers + b.page.buffers - (a.count.buffers + a.page.buffers))
    .slice(0, 12),
};
console.log(JSON.stringify({ ...record, costliest: record.costliest.slice(0, 6) }, null, 2));
const file = values.out ?? path.join(import.meta.dirname, 'results', `search-work-${listings}.json`);
await fs.writeFile(file, `${JSON.stringify(record, null, 2)}\n`);
console.log(`written to ${path.relative(process.cwd(), file)}`);
await client.end();
await database.close();
