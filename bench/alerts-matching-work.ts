/**
 * npx tsx bench/alerts-matching-work.ts --database NAME [--rounds 40]
 *
 * The work of matching one listing, on a database kept by `npm run bench:alerts -- --keep-database`: for each of its
 * listings, findMatchingSearches run `--rounds` times on one connection, after a first run that compiles the
 * candidates' filters (as in a running api). Reports per match the CPU of the PostgreSQL backend serving it (from
 * /proc/<pid>/stat, so the server must be on this machine), this process's CPU, and the wall time (median, fastest).
 * CPU times say what the work costs when the wall time is mostly waiting for a core on a shared machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema';
import { findMatchingSearches } from '../apps/api/src/modules/alerts/find-matching-searches';
import { median } from './machine';

const { values } = parseArgs({
  options: { database: { type: 'string' }, rounds: { type: 'string', default: '40' } },
});
if (!values.database) throw new Error('--database NAME: a database kept by bench:alerts');
const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/${values.database}`;
const rounds = Number(values.rounds);
// The api's own connection settings (db/client.ts).
const client = new pg.Client({
  connectionString: url.toString(),
  options: '-c work_mem=32MB -c plan_cache_mode=force_custom_plan',
});
await client.connect();
const db = drizzle({ client, schema }) as unknown as Db;
const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
const backendStat = `/proc/${rows[0]!.pid}/stat`;
const ticksMs = 1000 / 100; // USER_HZ
const serverCpuMs = () => {
  const fields = fs.readFileSync(backendStat, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * ticksMs;
};
const ownCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const round = (value: number) => Math.round(value * 100) / 100;
const loadAtStart = os.loadavg()[0]!;
const listings = [];
for (const { id } of (await client.query<{ id: number }>('select id from properties order by id')).rows) {
  const matches = (await findMatchingSearches(db, id)).length;
  const walls: number[] = [];
  const [server, own] = [serverCpuMs(), ownCpuMs()];
  for (let index = 0; index < rounds; index += 1) {
    const started = performance.now();
    await findMatchingSearches(db, id);
    walls.push(performance.now() - started);
  }
  listings.push({
    id,
    matches,
    serverCpuMsPerMatch: round((serverCpuMs() - server) / rounds),
    processCpuMsPerMatch: round((ownCpuMs() - own) / rounds),
    wallMs: { median: round(median(walls)), min: round(Math.min(...walls)) },
  });
}
await client.end();
console.log(
  JSON.stringify(
    {
      date: new Date().toISOString(),
      loadAverage1m: { atStart: loadAtStart, atEnd: os.loadavg()[0] },
      rounds,
      listings,
    },
    null,
    2,
  ),
);
