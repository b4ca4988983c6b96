import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { users } from '../db/schema';
import { openSharedState } from '../lib/shared-state';
import type { MediaStorage } from '../lib/storage';

/**
 * Each test file gets its own database: PGlite in memory by default, or (in the `postgres` vitest project) a fresh
 * database created on the server of TEST_DATABASE_URL and dropped afterwards. Media and mail go to a temp dir.
 */
export interface TestContext {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Where this file's database, its replica and Redis are (PostgreSQL runs): for a test that starts a real server. */
  urls: { database?: string; read?: string; redis?: string };
  close(): Promise<void>;
}

export async function createTestContext(
  env: Record<string, string> = {},
  options: {
    storage?: (dataDir: string) => MediaStorage;
    /**
     * On the replica run, every `app.inject` first waits for the replica to replay every write so far. Tests write rows
     * directly and jobs write outside requests, bypassing the api's read-your-writes, and a test must not depend on
     * how fast the replica is. A test of read-your-writes itself turns this off.
     */
    readsSeeEveryWrite?: boolean;
  } = {},
): Promise<TestContext> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sakhli-test-'));
  const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  let dropDatabase = async () => {};
  let url: string | undefined;
  let readUrl: string | undefined;
  if (serverUrl) {
    const name = `sakhli_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    dropDatabase = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    // The third run (.ci/run): the same database read through a streaming replica of the server, once it has it.
    const replicaUrl = process.env.TEST_REPLICA === '1' ? process.env.TEST_DATABASE_READ_URL : undefined;
    if (replicaUrl) {
      const replica = new URL(replicaUrl);
      replica.pathname = `/${name}`;
      readUrl = replica.toString();
      await waitForDatabase(readUrl);
    }
  }
  const redisUrl = process.env.TEST_REPLICA === '1' ? process.env.TEST_REDIS_URL : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    // Tests change listings and count again at once.
    SEARCH_COUNT_CACHE_SECONDS: '0',
    PUBLIC_WEB_URL: 'http://localhost:3000',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...env,
  });
  const database = await openDatabase({ url, readUrl, pgliteDir: 'memory://' });
  await database.migrate();
  // Each test file's keys under their own prefix: files run at once and must not share limits or counts.
  const shared = openSharedState({
    redisUrl: config.redisUrl,
    log: { warn: () => {}, info: () => {} },
    prefix: `sakhli-test-${randomBytes(6).toString('hex')}:`,
  });
  const app = await buildApp({ config, database, shared, storage: options.storage?.(dataDir) });
  await app.ready();

  // Pools of one kept open for the replica run's WAL position questions (one per inject). A pool, not a client: tests
  // that cut the server's connections must not break these; a pool drops a broken connection and opens another.
  const positionPool = (at: string) => new pg.Pool({ connectionString: at, max: 1 }).on('error', () => {});
  const primaryPool = url && readUrl ? positionPool(url) : undefined;
  const replicaPool = url && readUrl ? positionPool(readUrl) : undefined;
  async function replicaCaughtUp() {
    if (!primaryPool || !replicaPool) return;
    const { rows } = await primaryPool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    // Generous: a busy machine's replica can lag seconds behind; the test's own timeout still bounds it.
    for (let attempt = 0; attempt < 500; attempt += 1) {
      const { rows: replayed } = await replicaPool.query<{ done: boolean }>(
        'select coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, true) as done',
        [rows[0]!.lsn],
      );
      if (replayed[0]?.done) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the replica did not catch up within 25 s');
  }
  if (primaryPool && options.readsSeeEveryWrite !== false) {
    const inject = app.inject.bind(app);
    app.inject = ((injectOptions?: InjectOptions | string) =>
      injectOptions === undefined
        ? inject()
        : replicaCaughtUp().then(() => inject(injectOptions))) as typeof app.inject;
  }

  return {
    app,
    database,
    dataDir,
    urls: { database: url, read: readUrl, redis: config.redisUrl },
    async close() {
      await app.close();
      await Promise.all([primaryPool?.end(), replicaPool?.end()]);
      await shared.close();
      await database.close();
      await dropDatabase();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database created on the primary reaches the replica a moment later. */
async function waitForDatabase(url: string) {
  for (let attempt = 0; ; attempt += 1) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let userCounter = 0;

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
  auth: { authorization: string };
}

export async function registerUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  userCounter += 1;
  const body = {
    email: `user${userCounter}-${randomBytes(3).toString('hex')}@example.ge`,
    password: 'correct-horse-battery',
    first_name: 'Nino',
    last_name: 'Beridze',
    phone: '+995 555 12 34 56',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const json = response.json();
  return {
    id: json.user.id,
    email: body.email as string,
    password: body.password as string,
    token: json.access_token,
    auth: { authorization: `Bearer ${json.access_token}` },
  };
}

/** A new account with the moderator role (which no request can grant: `npm run moderator` does it on a server). */
export async function registerModerator(
  ctx: TestContext,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  const moderator = await registerUser(ctx.app, overrides);
  await ctx.database.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.id));
  return moderator;
}

/** A complete, valid listing; tests override what they are about. */
let houseNumber = 0;

/**
 * A valid listing. Each call is another flat (its own house number on the street), so that tests posting several
 * listings are not refused as duplicates of each other; pass `address` to post the same flat again.
 */
export function listingInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  houseNumber += 1;
  return {
    title: 'ბინა ვაკეში',
    title_en: 'Flat in Vake',
    title_ru: 'Квартира в Ваке',
    description: 'მზიანი ბინა პარკთან.',
    description_en: 'Sunny flat near the park.',
    address: `ჭავჭავაძის გამზ. ${houseNumber}`,
    urban_area: 'vake',
    city: 'Tbilisi',
    state: 'vake-saburtalo',
    property_type: 'apartment',
    listing_type: 'sale',
    bedrooms: 2,
    bathrooms: 1,
    square_feet: 85,
    rooms: 3,
    floor: 5,
    total_floors: 12,
    renovation_status: 'newly_renovated',
    rent_amount: 150000,
    currency: 'USD',
    ...overrides,
  };
}

export async function createListing(
  app: FastifyInstance,
  user: TestUser,
  overrides: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: user.auth,
    payload: listingInput(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** The .eml files the mailer wrote, oldest first. */
export async function readOutbox(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [])).sort();
  return Promise.all(files.map((file) => fs.readFile(path.join(dir, file), 'utf8')));
}

/** The token of the last link to `route` in the outbox (links are quoted-printable encoded in the .eml). */
export async function lastMailedToken(dataDir: string, route: string): Promise<string> {
  const mails = await readOutbox(dataDir);
  for (const mail of mails.reverse()) {
    const decoded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = decoded.match(new RegExp(`${route}\\?token=([A-Za-z0-9_%-]+)`));
    if (match) return decodeURIComponent(match[1]!);
  }
  throw new Error(`no mail with a ${route} link`);
}

export function errorDetail(response: LightMyRequestResponse): { loc: string[]; msg: string }[] {
  const body = response.json();
  return Array.isArray(body.detail) ? body.detail : [];
}

export interface MultipartFile {
  field?: string;
  name: string;
  type?: string;
  data: Buffer;
}

/** A multipart/form-data body, built by hand so tests control every byte a browser would send. */
export function multipart(files: MultipartFile[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sakhli${randomBytes(8).toString('hex')}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
