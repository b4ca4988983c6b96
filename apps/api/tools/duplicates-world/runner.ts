/**
 * Runs a world through the project's api as its posters would: starts the api on a fresh embedded database,
 * registers the posters, posts the listings in the world's time order with their photos through the public
 * endpoints, deletes what the world deletes, then reads what visitors see (each listing's page with its offers, and
 * the search cards).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renderPhoto } from './photos';
import type { Observed } from './score';
import type { World, WorldListing } from './world';

export interface RunOptions {
  world: World;
  /** The repository root (where apps/api lives). */
  root: string;
  port: number;
  log: (line: string) => void;
  /** Keep the temporary data folder (database, photos, api log) for inspection. */
  keepData?: boolean;
}

export interface RunResult {
  observed: Observed;
  /** Optional form fields the running api offered, as world field → the api's field name. */
  optionalFields: { unitCadastralCode?: string; flatNumber?: string };
  timings: Record<string, number>;
  photosUploaded: number;
  dataDir: string;
}

class Api {
  constructor(private readonly base: string) {}

  async call(
    method: string,
    url: string,
    opts: { token?: string; json?: unknown; form?: FormData } = {},
  ): Promise<{ status: number; body: unknown }> {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = {};
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      if (opts.json !== undefined) headers['content-type'] = 'application/json';
      let response: Response;
      try {
        response = await fetch(this.base + url, {
          method,
          headers,
          body: opts.form ?? (opts.json !== undefined ? JSON.stringify(opts.json) : undefined),
          signal: AbortSignal.timeout(120_000),
        });
      } catch (error) {
        if (attempt < 2) {
          await new Promise((r) => setTimeout(r, 2000));
          continue;
        }
        throw error;
      }
      if (response.status === 429 && attempt < 5) {
        const wait = Number(response.headers.get('retry-after') ?? '1');
        await new Promise((r) => setTimeout(r, Math.min(60, wait) * 1000));
        continue;
      }
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: keep the text.
      }
      if (response.status >= 500 && attempt < 1) {
        await new Promise((r) => setTimeout(r, 1000));
        continue;
      }
      return { status: response.status, body };
    }
  }
}

/**
 * A small semaphore: at most `limit` tasks at once; waiting tasks start lowest `order` first (the upload the
 * posting loop needs next goes before uploads for listings posted later).
 */
function limiter(limit: number) {
  let active = 0;
  const waiting: { order: number; start: () => void }[] = [];
  return async <T>(task: () => Promise<T>, order = 0): Promise<T> => {
    if (active >= limit) {
      await new Promise<void>((start) => {
        const at = waiting.findIndex((w) => w.order > order);
        waiting.splice(at === -1 ? waiting.length : at, 0, { order, start });
      });
    }
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.start();
    }
  };
}

async function startApi(
  root: string,
  port: number,
  dataDir: string,
  log: (line: string) => void,
): Promise<ChildProcess> {
  const env: Record<string, string | undefined> = { ...process.env };
  // A fresh embedded database, in-process state, and limits raised for one machine posting everything.
  for (const name of [
    'DATABASE_URL',
    'DATABASE_READ_URL',
    'REDIS_URL',
    'API_WORKERS',
    'S3_BUCKET',
    'SMTP_URL',
    'INIT_CWD',
  ])
    delete env[name];
  Object.assign(env, {
    DATA_DIR: dataDir,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    JOB_WORKER: 'api',
    LOGIN_MAX_PER_ACCOUNT: '100000',
    LOGIN_MAX_PER_IP: '100000',
  });
  const out = createWriteStream(path.join(dataDir, 'api.log'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the api stopped at start (code ${child.exitCode}); see ${dataDir}/api.log`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
        signal: AbortSignal.timeout(5000),
      });
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > 300_000) {
      stopApi(child);
      throw new Error(`the api did not answer /api/health within 5 minutes; see ${dataDir}/api.log`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  log(`api up on port ${port} in ${((Date.now() - started) / 1000).toFixed(1)} s (data in ${dataDir})`);
  return child;
}

function stopApi(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/** The create form's optional fields for a unit's own code and its number, when the running api has them. */
function findOptionalFields(openapi: unknown): RunResult['optionalFields'] {
  const doc = openapi as {
    paths?: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>
    >;
  };
  const op = doc.paths?.['/api/properties']?.post ?? doc.paths?.['/api/properties/']?.post;
  const schema = op?.requestBody?.content?.['application/json']?.schema as
    { properties?: Record<string, unknown> } | undefined;
  const names = Object.keys(schema?.properties ?? {});
  const found: RunResult['optionalFields'] = {};
  const unit = names.find((n) => /unit.*cadastral|cadastral.*unit/i.test(n));
  if (unit) found.unitCadastralCode = unit;
  const number = names.find((n) => /^(flat|apartment|unit)_?(number|no)$/i.test(n));
  if (number) found.flatNumber = number;
  return found;
}

function fieldValue(schema: unknown, value: string): string | number {
  const s = schema as { type?: string; anyOf?: { type?: string }[] } | undefined;
  const types = [s?.type, ...(s?.anyOf ?? []).map((x) => x.type)];
  return types.includes('integer') || (types.includes('number') && !types.includes('string'))
    ? Number(value)
    : value;
}

export async function runWorld(options: RunOptions): Promise<RunResult> {
  const { world, root, port, log } = options;
  const timings: Record<string, number> = {};
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sakhli-duplicates-world-'));
  let t = performance.now();
  const child = await startApi(root, port, dataDir, log);
  timings.startApiSeconds = (performance.now() - t) / 1000;
  const api = new Api(`http://127.0.0.1:${port}/api`);
  try {
    const openapi = (await api.call('GET', '/openapi.json')).body;
    const optionalFields = findOptionalFields(openapi);
    const createSchema =
      (
        openapi as {
          paths: Record<
            string,
            Record<
              string,
              {
                requestBody?: {
                  content: Record<string, { schema: { properties: Record<string, unknown> } }>;
                };
              }
            >
          >;
        }
      ).paths['/api/properties']?.post?.requestBody?.content['application/json']?.schema.properties ?? {};
    log(`optional fields offered by the api: ${JSON.stringify(optionalFields)}`);

    // Posters.
    t = performance.now();
    const tokens = new Map<string, string>();
    const registerLimit = limiter(3);
    await Promise.all(
      world.posters.map((poster) =>
        registerLimit(async () => {
          const res = await api.call('POST', '/auth/register', {
            json: {
              email: poster.email,
              password: `world-${poster.key}-password`,
              first_name: poster.firstName,
              last_name: poster.lastName,
              phone: poster.phone,
              role: poster.role,
            },
          });
          if (res.status !== 201 && res.status !== 200)
            throw new Error(`register ${poster.key}: ${res.status} ${JSON.stringify(res.body)}`);
          tokens.set(poster.key, (res.body as { access_token: string }).access_token);
        }),
      ),
    );
    timings.registerSeconds = (performance.now() - t) / 1000;
    log(`registered ${tokens.size} posters in ${timings.registerSeconds.toFixed(1)} s`);

    // Photos are uploaded ahead (two listings at a time, in posting order); listings are created strictly in order.
    t = performance.now();
    const byKey = new Map(world.listings.map((l) => [l.key, l]));
    const uploadLimit = limiter(2);
    let photosUploaded = 0;
    const uploads = new Map<string, Promise<string[]>>();
    const upload = (listing: WorldListing, order: number) =>
      uploadLimit(async () => {
        if (listing.photos.length === 0) return [];
        const form = new FormData();
        for (const [i, spec] of listing.photos.entries()) {
          const jpeg = await renderPhoto(spec);
          form.append(
            'files',
            new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }),
            `IMG_${listing.key}_${i + 1}.jpg`,
          );
        }
        const res = await api.call('POST', '/upload/images', { token: tokens.get(listing.posterKey), form });
        if (res.status !== 201 && res.status !== 200)
          throw new Error(`upload for ${listing.key}: ${res.status} ${JSON.stringify(res.body)}`);
        photosUploaded += listing.photos.length;
        return (res.body as { files: { url: string }[] }).files.map((f) => f.url);
      }, order);
    // A poster uploads a listing's photos after publishing their previous listing, as one form at a time does: the
    // api keeps one upload per distinct file, so two unpublished drafts with the same file (a developer's renders,
    // a re-post's photos) cannot both use it.
    const published = new Map<string, { done: Promise<void>; resolve: () => void }>();
    const lastOfPoster = new Map<string, string>();
    for (const [order, event] of world.events.entries()) {
      if (event.type !== 'create') continue;
      const listing = byKey.get(event.listingKey)!;
      let resolve!: () => void;
      const done = new Promise<void>((r) => (resolve = r));
      published.set(listing.key, { done, resolve });
      const previous = lastOfPoster.get(listing.posterKey);
      lastOfPoster.set(listing.posterKey, listing.key);
      const after = previous ? published.get(previous)!.done : Promise.resolve();
      uploads.set(
        listing.key,
        after.then(() => upload(listing, order)),
      );
    }
    for (const promise of uploads.values()) promise.catch(() => undefined);

    const observed: Observed = {
      ids: new Map(),
      offers: new Map(),
      searchCards: [],
      refused: new Map(),
      failed: new Map(),
    };
    let done = 0;
    for (const event of world.events) {
      const listing = byKey.get(event.listingKey)!;
      const token = tokens.get(listing.posterKey);
      if (event.type === 'delete') {
        const id = observed.ids.get(listing.key);
        if (id === undefined) continue;
        const res = await api.call('DELETE', `/properties/${id}`, { token });
        if (res.status >= 300)
          observed.failed.set(listing.key, `delete ${res.status} ${JSON.stringify(res.body)}`);
        continue;
      }
      const publishedOne = published.get(listing.key)!;
      let urls: string[];
      try {
        urls = await uploads.get(listing.key)!;
      } catch (error) {
        observed.failed.set(listing.key, String(error));
        publishedOne.resolve();
        continue;
      }
      const body: Record<string, unknown> = {
        ...listing.body,
        images: urls.map((url) => ({ image_url: url })),
      };
      if (optionalFields.unitCadastralCode && listing.optional.unitCadastralCode)
        body[optionalFields.unitCadastralCode] = fieldValue(
          createSchema[optionalFields.unitCadastralCode],
          listing.optional.unitCadastralCode,
        );
      if (optionalFields.flatNumber && listing.optional.flatNumber)
        body[optionalFields.flatNumber] = fieldValue(
          createSchema[optionalFields.flatNumber],
          listing.optional.flatNumber,
        );
      const res = await api.call('POST', '/properties', { token, json: body });
      if (res.status === 201 || res.status === 200)
        observed.ids.set(listing.key, (res.body as { id: number }).id);
      else if (res.status === 409) {
        const named = (res.body as { duplicate_of?: unknown }).duplicate_of;
        observed.refused.set(
          listing.key,
          typeof named === 'number'
            ? named
            : typeof named === 'object' && named && 'id' in named
              ? Number((named as { id: unknown }).id)
              : null,
        );
      } else
        observed.failed.set(listing.key, `create ${res.status} ${JSON.stringify(res.body).slice(0, 500)}`);
      publishedOne.resolve();
      done++;
      if (done % 50 === 0) log(`posted ${done} listings (${((performance.now() - t) / 1000).toFixed(0)} s)`);
    }
    timings.postSeconds = (performance.now() - t) / 1000;
    log(
      `posted ${done} listings with ${photosUploaded} photos in ${timings.postSeconds.toFixed(0)} s; refused ${observed.refused.size}, failed ${observed.failed.size}`,
    );
    for (const [key, why] of [...observed.failed].slice(0, 5)) log(`  failed ${key}: ${why}`);

    // What visitors see.
    t = performance.now();
    const readLimit = limiter(4);
    const deleted = new Set(world.listings.filter((l) => l.deleteOnDay !== undefined).map((l) => l.key));
    await Promise.all(
      [...observed.ids]
        .filter(([key]) => !deleted.has(key))
        .map(([key, id]) =>
          readLimit(async () => {
            const res = await api.call('GET', `/properties/${id}`);
            if (res.status !== 200) {
              observed.failed.set(key, `read ${res.status}`);
              return;
            }
            observed.offers.set(
              id,
              ((res.body as { offers?: { id: number }[] }).offers ?? []).map((o) => o.id),
            );
          }),
        ),
    );
    for (let skip = 0; ; skip += 500) {
      const res = await api.call('GET', `/properties/search?limit=500&skip=${skip}`);
      const items = Array.isArray(res.body)
        ? (res.body as { id: number }[])
        : ((res.body as { items?: { id: number }[] }).items ?? []);
      observed.searchCards.push(...items.map((i) => i.id));
      if (items.length < 500) break;
    }
    timings.readSeconds = (performance.now() - t) / 1000;
    return { observed, optionalFields, timings, photosUploaded, dataDir };
  } finally {
    stopApi(child);
    await new Promise((r) => setTimeout(r, 1500));
    if (!options.keepData) await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
  }
}
