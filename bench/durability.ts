/**
 * npm run bench:durability [-- --db pglite|postgres|both --cycles 20 --writers 6]
 *
 * Kills the api with SIGKILL while it takes concurrent writes (listings, favourites, photo uploads, listings created
 * with photos), restarts it on the same data and checks that every write it acknowledged is there, N cycles per
 * database. At the end, with the api stopped, it compares the photo rows with the files: no row may point at missing
 * files, and files a kill left without a row must be ones the media clean-up removes. Results in bench/results/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { mediaFiles, uploads } from '../apps/api/src/db/schema';
import { createLocalStorage } from '../apps/api/src/lib/storage';
import { cleanUpMedia } from '../apps/api/src/modules/media/clean-up-media';
import { describeMachine } from './machine';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    cycles: { type: 'string', default: '20' },
    writers: { type: 'string', default: '6' },
    port: { type: 'string', default: '8751' },
    // 'all' mixes listings, favourites and photos; 'photos' only uploads and listings created with photos.
    mix: { type: 'string', default: 'all' },
    'kill-after-ms': { type: 'string', default: '800-3000' },
    'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const cycles = Number(values.cycles);
const writers = Number(values.writers);
const port = Number(values.port);
const root = path.resolve(import.meta.dirname, '..');
const base = `http://127.0.0.1:${port}`;
const [killMin, killMax] = values['kill-after-ms']!.split('-').map(Number) as [number, number];

interface Acked {
  listings: Map<number, { title: string; photos: string[] }>;
  favourites: Set<number>;
  uploads: Set<string>;
}

const running = new Set<ChildProcess>();
// However this script ends, no api it started is left running.
process.on('exit', () => {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // gone
    }
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

function startApi(env: Record<string, string>): ChildProcess {
  // Its own process group: SIGKILL reaches tsx and the node process it starts, as a crash would.
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: path.join(root, 'apps/api'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

async function waitForHealth(seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('api did not come up');
}

function kill(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function api(
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
  raw?: { data: Buffer; type: string },
) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: FormData | string | undefined;
  if (raw) {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(raw.data)], { type: raw.type }), 'photo.jpg');
    payload = form;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${base}/api${url}`, { method, headers, body: payload });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

let serial = 0;
function listingBody(title: string, images?: { image_url: string }[]) {
  serial += 1;
  return {
    title,
    description: `Durability check ${title}`,
    address: `დურაბილობის ქ. ${serial}`,
    urban_area: 'vake',
    city: 'Tbilisi',
    state: 'vake-saburtalo',
    property_type: 'apartment',
    listing_type: 'sale',
    bedrooms: 1 + (serial % 5),
    square_feet: 40 + serial,
    floor: 1 + (serial % 9),
    total_floors: 10,
    rent_amount: 50_000 + serial * 37,
    currency: 'USD',
    ...(images ? { images } : {}),
  };
}

async function photo(seed: number) {
  return sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** One writer: a mix of the write kinds, recording only what the api acknowledged. */
async function writer(
  id: number,
  token: string,
  acked: Acked,
  stop: { now: boolean },
  counts: { sent: number; failed: number },
) {
  let n = 0;
  while (!stop.now) {
    n += 1;
    const kind = values.mix === 'photos' ? 2 + ((id + n) % 2) : (id + n) % 4;
    counts.sent += 1;
    try {
      if (kind === 0 || kind === 1) {
        const title = `w${id}-${Date.now()}-${n}`;
        const response = await api('POST', '/properties', token, listingBody(title));
        if (response.status === 201) acked.listings.set(response.json.id, { title, photos: [] });
        else if (response.status >= 500) counts.failed += 1;
        const some = [...acked.listings.keys()].at(-1 - (n % 3));
        if (some && kind === 1) {
          const saved = await api('POST', `/properties/${some}/save`, token);
          if (saved.status === 200) acked.favourites.add(some);
        }
      } else if (kind === 2) {
        const response = await api('POST', '/upload/images', token, undefined, {
          data: await photo(id * 100_000 + n),
          type: 'image/jpeg',
        });
        if (response.status === 201) for (const file of response.json.files) acked.uploads.add(file.url);
        else if (response.status >= 500) counts.failed += 1;
      } else {
        // A listing created with a photo uploaded just before: the kill may fall between the two.
        const upload = await api('POST', '/upload/images', token, undefined, {
          data: await photo(id * 100_000 + n + 50_000),
          type: 'image/jpeg',
        });
        if (upload.status !== 201) continue;
        for (const file of upload.json.files) acked.uploads.add(file.url);
        const title = `p${id}-${Date.now()}-${n}`;
        const images = upload.json.files.map((file: { url: string }) => ({ image_url: file.url }));
        const response = await api('POST', '/properties', token, listingBody(title, images));
        if (response.status === 201) {
          acked.listings.set(response.json.id, {
            title,
            photos: response.json.images.map((image: { image_url: string }) => image.image_url),
          });
        } else if (response.status >= 500) counts.failed += 1;
      }
    } catch {
      // The connection died with the api: not acknowledged, nothing to check.
    }
  }
}

async function verify(acked: Acked, token: string) {
  let lost = 0;
  const missingPhotos: string[] = [];
  for (const [id, listing] of acked.listings) {
    const response = await api('GET', `/properties/${id}`, token);
    if (response.status !== 200 || response.json.title !== listing.title) {
      lost += 1;
      continue;
    }
    for (const url of listing.photos) {
      if ((await fetch(`${base}${url}`)).status !== 200) missingPhotos.push(url);
    }
  }
  const saved = await api('GET', '/properties/saved', token);
  const savedIds = new Set(
    Array.isArray(saved.json) ? (saved.json as { id: number }[]).map((p) => p.id) : [],
  );
  if (!Array.isArray(saved.json))
    console.log(`  the saved list answered ${saved.status}: ${JSON.stringify(saved.json)}`);
  for (const id of acked.favourites) if (!savedIds.has(id)) lost += 1;
  for (const url of acked.uploads) {
    if ((await fetch(`${base}${url}`)).status !== 200) missingPhotos.push(url);
  }
  return { lost, missingPhotos };
}

async function runOn(kind: 'pglite' | 'postgres') {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `sakhli-durability-${kind}-`));
  let databaseUrl: string | undefined;
  const adminUrl = values['postgres-url']!;
  const dbName = `sakhli_durability_${Date.now()}`;
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const env: Record<string, string> = {
    API_PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'error',
    LOGIN_MAX_PER_IP: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const acked: Acked = { listings: new Map(), favourites: new Set(), uploads: new Set() };
  const rows: {
    cycle: number;
    killAfterMs: number;
    sent: number;
    ackedTotal: number;
    lost: number;
    missingPhotos: number;
    restartMs: number;
    serverErrors: number;
  }[] = [];
  let child = startApi(env);
  await waitForHealth();
  console.log(`${kind}: api up, writing with ${writers} writers`);
  const user = await api('POST', '/auth/register', null, {
    email: `durability-${Date.now()}@example.ge`,
    password: 'correct-horse-battery',
    first_name: 'Dura',
    last_name: 'Bility',
    phone: '+995 555 00 00 01',
  });
  const token: string = user.json?.access_token;
  if (user.status !== 201 || !token) throw new Error(`register: ${user.status} ${JSON.stringify(user.json)}`);

  for (let cycle = 1; cycle <= cycles; cycle += 1) {
    const stop = { now: false };
    const counts = { sent: 0, failed: 0 };
    const running = Array.from({ length: writers }, (_, i) => writer(i, token, acked, stop, counts));
    const killAfterMs = killMin + Math.floor(Math.random() * (killMax - killMin));
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    await kill(child, 'SIGKILL');
    stop.now = true;
    await Promise.all(running);
    const restartStarted = performance.now();
    child = startApi(env);
    await waitForHealth();
    const restartMs = Math.round(performance.now() - restartStarted);
    const { lost, missingPhotos } = await verify(acked, token);
    const ackedTotal = acked.listings.size + acked.favourites.size + acked.uploads.size;
    rows.push({
      cycle,
      killAfterMs,
      sent: counts.sent,
      ackedTotal,
      lost,
      missingPhotos: missingPhotos.length,
      restartMs,
      serverErrors: counts.failed,
    });
    console.log(
      `${kind} cycle ${cycle}: killed after ${killAfterMs} ms, ${ackedTotal} acknowledged so far, lost ${lost}, ` +
        `photos missing ${missingPhotos.length}, 5xx ${counts.failed}, restart ${restartMs} ms`,
    );
  }
  await kill(child, 'SIGTERM');

  // With the api down: photo rows against files.
  const config = loadConfig({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(dataDir, 'pglite') });
  const storage = createLocalStorage(path.join(dataDir, 'media'));
  const recorded = (await database.db.select({ name: mediaFiles.name }).from(mediaFiles)).map((r) => r.name);
  const uploadRows = (await database.db.select({ name: uploads.name }).from(uploads)).length;
  const folders = await storage.listPhotos();
  const folderNames = new Set(folders.map((f) => f.name));
  const rowsWithoutFiles = recorded.filter((name) => !folderNames.has(name));
  const recordedSet = new Set(recorded);
  const filesWithoutRow = folders.filter((f) => !recordedSet.has(f.name)).map((f) => f.name);
  const countTempFiles = async () => {
    let count = 0;
    for (const folder of await storage.listPhotos()) {
      const entries = await fs.readdir(path.join(dataDir, 'media', folder.name));
      count += entries.filter((entry) => entry.endsWith('.tmp')).length;
    }
    return count;
  };
  const tempFiles = await countTempFiles();
  // The hourly clean-up, run as if two hours had passed: files a kill left without a row must go.
  const later = new Date(Date.now() + 2 * 60 * 60 * 1000 + 60_000);
  await cleanUpMedia({ db: database.db, storage, now: later });
  const afterCleanup = new Set((await storage.listPhotos()).map((f) => f.name));
  const strayLeft = filesWithoutRow.filter((name) => afterCleanup.has(name)).length;
  const tempFilesAfterCleanup = await countTempFiles();
  await database.close();
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  await fs.rm(dataDir, { recursive: true, force: true });
  return {
    database: kind,
    cycles,
    writers,
    acknowledged: {
      listings: acked.listings.size,
      listingsWithPhotos: [...acked.listings.values()].filter((l) => l.photos.length).length,
      favourites: acked.favourites.size,
      uploads: acked.uploads.size,
    },
    lost: rows.reduce((sum, row) => sum + row.lost, 0),
    photosMissingAtAnyCheck: rows.reduce((sum, row) => sum + row.missingPhotos, 0),
    serverErrors: rows.reduce((sum, row) => sum + row.serverErrors, 0),
    restartMs: { max: Math.max(...rows.map((r) => r.restartMs)), all: rows.map((r) => r.restartMs) },
    photoRows: recorded.length,
    uploadRows,
    rowsWithoutFiles: rowsWithoutFiles.length,
    filesWithoutRowAfterKills: filesWithoutRow.length,
    filesWithoutRowLeftAfterCleanup: strayLeft,
    tempFilesAfterKills: tempFiles,
    tempFilesLeftAfterCleanup: tempFilesAfterCleanup,
    cycleRows: rows,
  };
}

const kinds = values.db === 'both' ? (['pglite', 'postgres'] as const) : [values.db as 'pglite' | 'postgres'];
const startedAt = new Date();
const results = [];
for (const kind of kinds) results.push(await runOn(kind));
const out = {
  benchmark: 'durability',
  command: `npm run bench:durability -- --db ${values.db} --cycles ${cycles} --writers ${writers} --mix ${values.mix} --kill-after-ms ${values['kill-after-ms']}`,
  startedAt: startedAt.toISOString(),
  machine: { ...describeMachine(), loadAverage: os.loadavg() },
  results,
};
const file = path.join(
  root,
  'bench/results',
  `durability-${startedAt.toISOString().slice(0, 10)}${values.mix === 'photos' ? '-photos' : ''}.json`,
);
await fs.writeFile(file, `${JSON.stringify(out, null, 2)}\n`);
for (const result of results) {
  const { cycleRows: _rows, ...summary } = result;
  console.log(JSON.stringify(summary, null, 2));
}
console.log(`written ${path.relative(root, file)}`);
const failed = results.some(
  (r) => r.lost > 0 || r.rowsWithoutFiles > 0 || r.filesWithoutRowLeftAfterCleanup > 0,
);
process.exit(failed ? 1 : 0);
