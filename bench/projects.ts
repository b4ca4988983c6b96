/**
 * npm run bench:projects [-- --size 5000 --requests 300]
 * The /projects search and a project's page at scale, on PostgreSQL (BENCH_DATABASE_URL, default the local server; a
 * scratch database is created and dropped): --size projects of 50 developer organisations, three unit types each,
 * spread over the location taxonomy and delivery dates 2024–2031, then timed over HTTP one request at a time:
 * GET /api/projects with varied filters (place, delivery year, status, price per m² in GEL and USD), and
 * GET /api/projects/{id}. Results go to bench/results/projects-<date>-<size>.json.
 */
import { DISTRICTS } from '@tbilisi/contracts';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, queryRows } from '../apps/api/src/db/client';
import { adminQuery, describeMachine, timeRequests } from './machine';

const { values } = parseArgs({
  options: { size: { type: 'string', default: '5000' }, requests: { type: 'string', default: '300' } },
});
const size = Number(values.size);
const requests = Number(values.requests);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const admin = (query: string) => adminQuery(serverUrl, query);

const places = DISTRICTS.flatMap((district) =>
  district.neighbourhoods.map((neighbourhood) => ({ district: district.slug, neighbourhood })),
);

const name = `sakhli_bench_projects_${process.pid}`;
await admin(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sakhli-bench-projects-'));
const database = await openDatabase({ url: url.toString(), pgliteDir: 'memory://' });
try {
  await database.migrate();
  const loadStarted = performance.now();
  const db = database.db;
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, role)
    select 'developer' || n || '@bench.ge', 'x', 'Bench', 'Developer', 'developer' from generate_series(1, 50) n`);
  await db.execute(sql`
    insert into organisations (kind, name_ka, slug, owner_id)
    select 'developer', 'დეველოპერი ' || u.id, 'bench-' || u.id, u.id from users u`);
  await db.execute(sql`
    insert into organisation_members (organisation_id, user_id, role) select id, owner_id, 'owner' from organisations`);
  const [districts, neighbourhoods, latitudes, longitudes] = [
    places.map((p) => p.district),
    places.map((p) => p.neighbourhood.slug),
    places.map((p) => p.neighbourhood.latitude),
    places.map((p) => p.neighbourhood.longitude),
  ];
  await db.execute(sql`
    insert into projects (organisation_id, name_ka, name_en, address, latitude, longitude, district, neighbourhood,
                          delivery_date, status, frame_stage, floors, buildings, amenities)
    select o.ids[1 + n % array_length(o.ids, 1)], 'პროექტი ' || n, 'Project ' || n, 'ქუჩა ' || n,
           (${sql.param(latitudes)}::float8[])[1 + n % ${places.length}] + (n % 7) * 0.001,
           (${sql.param(longitudes)}::float8[])[1 + n % ${places.length}] - (n % 5) * 0.001,
           (${sql.param(districts)}::text[])[1 + n % ${places.length}],
           (${sql.param(neighbourhoods)}::text[])[1 + n % ${places.length}],
           date '2024-01-01' + (n * 37 % 2900),
           (array['planned', 'under_construction', 'finished'])[1 + n % 3],
           (array['black', 'white', 'green', 'renovated'])[1 + n % 4],
           5 + n % 20, 1 + n % 4, array['elevator', 'parking']
    from generate_series(1, ${size}) n, (select array_agg(id order by id) ids from organisations) o`);
  await db.execute(sql`
    insert into project_unit_types (project_id, rooms, area_min, area_max, currency, price_per_m2, price_per_m2_gel,
                                    price_per_m2_usd, price_from, price_from_gel, price_from_usd, available_units,
                                    total_units)
    select p.id, r, 30 + r * 20, 40 + r * 25, 'USD', 700 + (p.id * 13 + r * 97) % 1800,
           round(((700 + (p.id * 13 + r * 97) % 1800) * 2.71)::numeric, 2), 700 + (p.id * 13 + r * 97) % 1800,
           (30 + r * 20) * (700 + (p.id * 13 + r * 97) % 1800),
           round(((30 + r * 20) * (700 + (p.id * 13 + r * 97) % 1800) * 2.71)::numeric, 2),
           (30 + r * 20) * (700 + (p.id * 13 + r * 97) % 1800), (p.id + r) % 20, 20
    from projects p, generate_series(1, 3) r`);
  await db.execute(sql`analyze`);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  console.log(`Loaded ${size} projects in ${loadSeconds.toFixed(1)}s`);

  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false' });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const time = (paths: string[]) => timeRequests(origin, paths, requests);

  const searchPaths = [
    '/api/projects',
    '/api/projects?location=vake-saburtalo',
    '/api/projects?location=vake&delivery_year=2027',
    '/api/projects?delivery_year=2028&status=under_construction',
    '/api/projects?min_price_per_m2=900&max_price_per_m2=1200&currency=USD',
    '/api/projects?location=isani-samgori&max_price_per_m2=4000',
    '/api/projects?page=5',
  ];
  const mapPaths = ['/api/projects?page_size=200', '/api/projects?page_size=200&delivery_year=2029'];
  const ids = await queryRows<{ id: number }>(db, sql`select id from projects order by random() limit 200`);
  const pagePaths = ids.map(({ id }) => `/api/projects/${id}`);

  const search = await time(searchPaths);
  const map = await time(mapPaths);
  const page = await time(pagePaths);
  await app.close();

  const load = os.loadavg();
  const result = {
    date: new Date().toISOString(),
    command: `npm run bench:projects -- --size ${size} --requests ${requests}`,
    machine: describeMachine(),
    load_average_at_end: load.map((value) => Math.round(value * 10) / 10),
    projects: size,
    unit_types: size * 3,
    load_seconds: Math.round(loadSeconds * 10) / 10,
    search_page_of_20: search,
    map_page_of_200: map,
    project_page: page,
  };
  console.log(JSON.stringify(result, null, 2));
  const out = path.join(
    import.meta.dirname,
    'results',
    `projects-${new Date().toISOString().slice(0, 10)}-${size}.json`,
  );
  await fs.writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Wrote ${out}`);
} finally {
  await database.close();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await fs.rm(dataDir, { recursive: true, force: true });
}
