/**
 * npm run bench:alerts [-- --searches 100000 --listings 30 --spacing-ms 1000 --match-rounds 5 --database-prefix NAME
 *   --keep-database]
 *
 * Alerts at scale on PostgreSQL (BENCH_DATABASE_URL, default the local server; a fresh database, dropped after):
 * stores N saved searches of a realistic mix (deal, one to three places, a price band, rooms, owner only, 15 % daily)
 * for 5,000 accounts, then, with the api and its job worker running in this process and a real SMTP server
 * in-process, posts listings through the api one after another and measures
 *   - matching one new listing against the stored searches (percolation index, then each candidate confirmed by its
 *     own search filter): median and p95 over every posted listing matched `--match-rounds` times after the queue
 *     drained, and for the first listing where the time goes (each statement's planning and execution under
 *     EXPLAIN ANALYZE, the candidate statement's plan printed, and this process's part),
 *   - publish → e-mail received by the SMTP server and → web push received by a push service (https, in-process,
 *     decrypting each push as a browser would; every account subscribed one browser), for every instant match:
 *     median, p95, max, and per listing the time to its first and to its last delivery,
 *   - the daily digest run with every search daily,
 *   - the process's memory (api + worker + N saved searches stored) before the searches were stored, and after
 *     matching (with every distinct stored filter compiled and cached).
 * Results: bench/results/alerts-<date>.json (or --out FILE).
 */
import { execFile } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import https from 'node:https';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { DISTRICTS } from '@tbilisi/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, queryRows, type Db } from '../apps/api/src/db/client';
import { pushSubscriptions, savedSearches } from '../apps/api/src/db/schema';
import { createWorker } from '../apps/api/src/job-handlers';
import { compiledFilterCounts, confirmStatement } from '../apps/api/src/modules/alerts/filter-shapes';
import {
  candidateStatement,
  compileCandidates,
  findMatchingSearches,
  type Candidate,
} from '../apps/api/src/modules/alerts/find-matching-searches';
import { sendDailyDigest } from '../apps/api/src/modules/alerts/send-daily-digest';
import { savedSearchIndex } from '../apps/api/src/modules/saved-searches/match-keys';
import { storedFilters } from '../apps/api/src/modules/saved-searches/parse-saved-filters';
import { describeMachine, median } from './machine';

const { values } = parseArgs({
  options: {
    searches: { type: 'string', default: '100000' },
    listings: { type: 'string', default: '30' },
    'spacing-ms': { type: 'string', default: '1000' },
    'match-rounds': { type: 'string', default: '5' },
    // The fresh database's name starts with it (several people benchmarking on one server keep apart).
    'database-prefix': { type: 'string', default: 'sakhli_bench_alerts' },
    // Keep the loaded database (its name is printed) to look into matching at leisure; dropped by default.
    'keep-database': { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});
const searchCount = Number(values.searches);
const listingCount = Number(values.listings);
const spacingMs = Number(values['spacing-ms']);
const matchRounds = Number(values['match-rounds']);
if (!/^[a-z_][a-z0-9_]*$/.test(values['database-prefix'])) {
  throw new Error('--database-prefix: lower-case letters, digits and underscores');
}
const ACCOUNTS = 5000;

/** A small seeded generator, so every run stores the same searches and posts the same listings. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(14);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const between = (min: number, max: number) => Math.round(min + rand() * (max - min));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (value: number) => Math.round(value * 10) / 10;

const places = DISTRICTS.flatMap((district) => [
  { district: district.slug, slug: district.slug },
  ...district.neighbourhoods.map((n) => ({ district: district.slug, slug: n.slug })),
]);
const neighbourhoods = DISTRICTS.flatMap((district) =>
  district.neighbourhoods.map((n) => ({ district: district.slug, slug: n.slug })),
);

function randomSearch(): Record<string, unknown> {
  const deal = pick([
    'rent',
    'rent',
    'rent',
    'rent',
    'sale',
    'sale',
    'sale',
    'daily_rent',
    'mortgage',
    'any',
  ]);
  const filters: Record<string, unknown> = {};
  if (deal !== 'any') filters.listing_type = [deal];
  if (rand() < 0.97) filters.locations = Array.from({ length: between(1, 3) }, () => pick(places).slug);
  if (deal === 'sale') {
    filters.currency = 'USD';
    filters.max_rent = between(40, 400) * 1000;
  } else if (rand() < 0.85) {
    filters.currency = 'GEL';
    filters.max_rent = deal === 'daily_rent' ? between(60, 400) : between(500, 4000);
  }
  if (rand() < 0.5) {
    const rooms = between(1, 4);
    filters.min_rooms = rooms;
    filters.max_rooms = rooms;
  }
  if (rand() < 0.3) filters.owner_only = true;
  return filters;
}

function randomListing(index: number) {
  const place = pick(neighbourhoods);
  const deal = pick(['rent', 'rent', 'sale', 'daily_rent', 'mortgage']);
  const sale = deal === 'sale';
  return {
    title: `ბინა ${index}`,
    address: `Bench St. ${index}-${randomBytes(3).toString('hex')}`,
    city: 'Tbilisi',
    state: place.district,
    urban_area: place.slug,
    property_type: 'apartment',
    listing_type: deal,
    bedrooms: between(1, 3),
    bathrooms: 1,
    rooms: between(1, 4),
    square_feet: between(40, 140),
    floor: between(2, 10),
    total_floors: 12,
    rent_amount: sale
      ? between(50, 300) * 1000
      : deal === 'daily_rent'
        ? between(50, 250)
        : between(400, 2500),
    currency: sale ? 'USD' : 'GEL',
  };
}

// http_ece (web-push's own encryption library) decrypts as a browser would; it ships no types.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
};

/** A certificate for 127.0.0.1, made with openssl for this run, which this process then trusts. */
async function selfSignedCertificate() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sakhli-bench-push-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  await promisify(execFile)('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
    ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
  ]);
  const pems = { key: await fs.readFile(key), cert: await fs.readFile(cert) };
  await fs.rm(dir, { recursive: true, force: true });
  return pems;
}

type Arrival = { at: number; propertyId: number };

/** Per channel: every delivery's delay after its listing's publish, and per listing the first and the last. */
function deliveryTimes(arrivals: Arrival[], postedAt: Map<number, number>) {
  const delays = arrivals
    .filter((arrival) => postedAt.has(arrival.propertyId))
    .map((arrival) => ({
      propertyId: arrival.propertyId,
      ms: arrival.at - postedAt.get(arrival.propertyId)!,
    }));
  const perListing = new Map<number, number[]>();
  for (const { propertyId, ms } of delays)
    perListing.set(propertyId, [...(perListing.get(propertyId) ?? []), ms]);
  const firsts = [...perListing.values()].map((list) => Math.min(...list));
  const lasts = [...perListing.values()].map((list) => Math.max(...list));
  const all = delays.map((delay) => delay.ms);
  return {
    received: all.length,
    median: round(median(all)),
    p95: round(percentile(all, 95)),
    max: round(Math.max(...all)),
    firstPerListingMedian: round(median(firsts)),
    lastPerListingMedian: round(median(lasts)),
    lastPerListingMax: round(Math.max(...lasts)),
  };
}

interface ExplainJson {
  'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number; Plan: { 'Actual Rows': number } }];
}

/**
 * Where matching one listing spends its time: the candidate statement and the confirming statement, each run
 * under EXPLAIN (ANALYZE, BUFFERS) for the database's planning and execution, and this process's part (compiling
 * the candidates' filters, all cached by now as in a running api, and building the statement). The candidate
 * statement's plan is printed.
 */
async function profileMatching(db: Db, propertyId: number) {
  const explain = async (statement: SQL, print = false) => {
    const [row] = await queryRows<ExplainJson>(db, sql`explain (analyze, buffers, format json) ${statement}`);
    const [plan] = row!['QUERY PLAN'];
    if (print) {
      const text = await queryRows<{ 'QUERY PLAN': string }>(
        db,
        sql`explain (analyze, buffers) ${statement}`,
      );
      console.log(text.map((line) => line['QUERY PLAN']).join('\n'));
    }
    return {
      planningMs: round(plan['Planning Time']),
      executionMs: round(plan['Execution Time']),
      rows: plan.Plan['Actual Rows'],
    };
  };
  const candidates = await queryRows<Candidate>(db, candidateStatement(propertyId));
  const started = performance.now();
  const compiled = await compileCandidates(db, candidates);
  const statement = confirmStatement(
    propertyId,
    compiled.filter((entry) => entry !== undefined),
  )!;
  const buildMs = performance.now() - started;
  return {
    candidates: await explain(candidateStatement(propertyId), true),
    // The confirming statement answers one row, the array of the candidates that hold: its length is the matches.
    confirm: {
      ...(await explain(statement)),
      rows: (await queryRows<{ matched: number[] | null }>(db, statement))[0]?.matched?.length ?? 0,
    },
    confirmBuildInProcessMs: round(buildMs),
  };
}

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${values['database-prefix']}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sakhli-bench-alerts-'));

  // The SMTP server and the push service record when each delivery arrived; what it names is read after the run, so
  // that parsing and decrypting thousands of them does not take the api's CPU (all share this process) meanwhile.
  const mailsReceived: { at: number; raw: Buffer }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mailsReceived.push({ at: performance.now(), raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  // The push service (and the browser behind it): every account's one subscription, one key pair for all.
  const browserKeys = createECDH('prime256v1');
  browserKeys.generateKeys();
  const authSecret = randomBytes(16).toString('base64url');
  const tls = await selfSignedCertificate();
  https.globalAgent.options.ca = tls.cert;
  const pushesReceived: { at: number; body: Buffer }[] = [];
  const pushService = https.createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      pushesReceived.push({ at: performance.now(), body: Buffer.concat(chunks) });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  const pushUrl = `https://127.0.0.1:${(pushService.address() as { port: number }).port}`;

  const database = await openDatabase({ url: url.toString(), pgliteDir: 'memory://' });
  try {
    await database.migrate();
    const { db } = database;
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      DATABASE_URL: url.toString(),
      JOB_POLL_MS: '200',
    });
    const app = await buildApp({ config, database });
    await app.ready();

    const memoryBefore = process.memoryUsage();
    // 5,000 accounts, then the saved searches in batches.
    const loadStarted = performance.now();
    await db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, role)
      select 'bench-' || n || '@example.ge', 'x', 'Bench', 'User', 'tenant' from generate_series(1, ${ACCOUNTS}) n`);
    const [{ first_user: firstUser }] = (await queryRows<{ first_user: number }>(
      db,
      sql`select min(id)::int as first_user from users`,
    )) as [{ first_user: number }];
    for (let start = 0; start < ACCOUNTS; start += 1000) {
      await db.insert(pushSubscriptions).values(
        Array.from({ length: Math.min(1000, ACCOUNTS - start) }, (_, offset) => ({
          userId: firstUser + start + offset,
          endpoint: `${pushUrl}/push/${start + offset}`,
          p256dh: browserKeys.getPublicKey().toString('base64url'),
          auth: authSecret,
        })),
      );
    }
    for (let start = 0; start < searchCount; start += 2000) {
      const rows = Array.from({ length: Math.min(2000, searchCount - start) }, (_, offset) => {
        const filters = randomSearch();
        const parsed = storedFilters(filters);
        return {
          userId: firstUser + ((start + offset) % ACCOUNTS),
          name: `search ${start + offset}`,
          filters,
          frequency: rand() < 0.15 ? ('daily' as const) : ('instant' as const),
          locale: pick(['ka', 'en', 'ru'] as const),
          ...savedSearchIndex(parsed),
        };
      });
      await db.insert(savedSearches).values(rows);
    }
    await db.execute(sql`analyze`);
    const loadSeconds = (performance.now() - loadStarted) / 1000;

    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'poster@example.ge',
        password: 'correct-horse-battery',
        first_name: 'Nino',
        last_name: 'Beridze',
        phone: '+995 555 12 34 56',
      },
    });
    const token = register.json().access_token as string;
    if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);

    // Publish: the worker runs in this process, as it does in the api by default.
    const worker = createWorker({
      database,
      deps: app.deps,
      storage: app.storage,
      log: app.log,
      pollMs: 200,
    });
    worker.start();
    const publishStarted = performance.now();
    const loadAtPublish = os.loadavg()[0]!;
    const publishCpu = process.cpuUsage();
    const postedAt = new Map<number, number>();
    for (let index = 0; index < listingCount; index += 1) {
      const before = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/properties',
        headers: { authorization: `Bearer ${token}` },
        payload: randomListing(index),
      });
      if (response.statusCode !== 201) throw new Error(`post failed: ${response.body}`);
      postedAt.set(response.json().id as number, before);
      await new Promise((resolve) => setTimeout(resolve, spacingMs));
    }
    // Wait until every queued alert job has run.
    for (;;) {
      const [pending] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from jobs where finished_at is null and failed_at is null
            and kind in ('listing-alerts', 'alert-emails', 'alert-pushes') and run_at <= now()`,
      );
      if (!pending?.count) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    await worker.stop();
    const [instant] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from alert_matches m join saved_searches s on s.id = m.saved_search_id
          where s.frequency = 'instant'`,
    );
    const deliveryCpu = process.cpuUsage(publishCpu);
    // From the listing's commit to its matches recorded and their deliveries queued (queue wait included).
    const matchingJobs = await queryRows<{ ms: number }>(
      db,
      sql`select extract(epoch from finished_at - created_at)::float8 * 1000 as ms from jobs
          where kind = 'listing-alerts' and finished_at is not null`,
    );
    const deliveryWallSeconds = (performance.now() - publishStarted) / 1000;
    // Which listing each alert e-mail and push names (the digest's mails, sent later, are not among them).
    const arrivals: Arrival[] = [];
    for (const { at, raw } of mailsReceived.splice(0)) {
      const mail = await simpleParser(raw);
      const id = /\/property\/(\d+)/.exec(mail.text ?? '')?.[1];
      if (id && mail.headerLines.some((line) => line.key === 'list-unsubscribe')) {
        arrivals.push({ at, propertyId: Number(id) });
      }
    }
    const pushes: Arrival[] = pushesReceived.splice(0).flatMap(({ at, body }) => {
      const message = ece.decrypt(body, { version: 'aes128gcm', privateKey: browserKeys, authSecret });
      const id = /\/property\/(\d+)/.exec((JSON.parse(message.toString()) as { url: string }).url)?.[1];
      return id ? [{ at, propertyId: Number(id) }] : [];
    });
    const publishToEmailMs = deliveryTimes(arrivals, postedAt);
    const publishToPushMs = deliveryTimes(pushes, postedAt);

    // Matching alone, for each posted listing, after the queue drained (warm caches, as in the api).
    const matchTimes: number[] = [];
    // This process's CPU for it (the api's part: candidates' rows, compiled filters, the statement), apart from the
    // database's: on a shared machine the wall time is mostly waiting for a core.
    const matchCpu: number[] = [];
    const matchCounts: number[] = [];
    for (let round = 0; round < matchRounds; round += 1) {
      for (const id of postedAt.keys()) {
        const started = performance.now();
        const cpuBefore = process.cpuUsage();
        const matches = await findMatchingSearches(db, id);
        matchTimes.push(performance.now() - started);
        const cpu = process.cpuUsage(cpuBefore);
        matchCpu.push((cpu.user + cpu.system) / 1000);
        if (round === 0) matchCounts.push(matches.length);
      }
    }
    const matchingProfile = await profileMatching(db, [...postedAt.keys()][0]!);
    const memory = process.memoryUsage();
    const [candidates] = await queryRows<{ avg: number }>(
      db,
      sql`select avg(c)::float8 as avg from (
            select (select count(*) from saved_searches s where not s.is_paused
              and s.match_keys && array['*|*', p.listing_type || '|*', '*|' || p.state, '*|' || p.urban_area,
                p.listing_type || '|' || p.state, p.listing_type || '|' || p.urban_area]) as c
            from properties p) t`,
    );

    // The digest with every search daily and every match of the run pending.
    await db.execute(sql`update saved_searches set frequency = 'daily'`);
    await db.execute(sql`update alert_matches set digested_at = null`);
    const digestStarted = performance.now();
    const digest = await sendDailyDigest(app.deps);
    const digestSeconds = (performance.now() - digestStarted) / 1000;

    const result = {
      date: new Date().toISOString(),
      machine: describeMachine(),
      database: 'PostgreSQL (local server)',
      savedSearches: searchCount,
      accounts: ACCOUNTS,
      loadSeconds: round(loadSeconds),
      listingsPosted: listingCount,
      spacingMs,
      matchOneListingMs: {
        median: round(median(matchTimes)),
        p95: round(percentile(matchTimes, 95)),
        max: round(Math.max(...matchTimes)),
        // The fastest round: on a shared machine, the nearest this run came to a core free when it was needed.
        min: round(Math.min(...matchTimes)),
        apiCpuMedian: round(median(matchCpu)),
        rounds: matchRounds,
        indexCandidatesPerListingAvg: round(candidates?.avg ?? 0),
        bandCandidatesFirstListing: matchingProfile.candidates.rows,
        matchesPerListingMedian: median(matchCounts),
        matchesPerListingMax: Math.max(...matchCounts),
      },
      matchingProfile,
      listingCommitToMatchesQueuedMs: {
        median: round(median(matchingJobs.map((job) => job.ms))),
        max: round(Math.max(...matchingJobs.map((job) => job.ms))),
      },
      instantMatches: instant?.count ?? 0,
      publishToEmailMs,
      publishToPushMs,
      // CPU this process (api, worker and both receivers) got while publishing and delivering, against the wall time:
      // on a shared machine a low share means the figures wait for the CPU, not for the design.
      loadAverage1m: { atPublish: round(loadAtPublish), atEnd: round(os.loadavg()[0]!) },
      deliveryPhase: {
        wallSeconds: round(deliveryWallSeconds),
        cpuSeconds: round((deliveryCpu.user + deliveryCpu.system) / 1e6),
      },
      dailyDigest: { ...digest, seconds: round(digestSeconds) },
      apiProcessMemoryMiB: {
        beforeSearchesStored: {
          rss: Math.round(memoryBefore.rss / 2 ** 20),
          heapUsed: Math.round(memoryBefore.heapUsed / 2 ** 20),
        },
        afterMatching: {
          rss: Math.round(memory.rss / 2 ** 20),
          heapUsed: Math.round(memory.heapUsed / 2 ** 20),
        },
        compiledFilters: compiledFilterCounts(),
      },
    };
    console.log(JSON.stringify(result, null, 2));
    const out =
      values.out ?? path.join('bench', 'results', `alerts-${new Date().toISOString().slice(0, 10)}.json`);
    await fs.writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`written to ${out}`);
    await app.close();
  } finally {
    await database.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await new Promise((resolve) => pushService.close(resolve));
    if (values['keep-database']) console.log(`database kept: ${url.toString()}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
