import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mediaFiles, photoFingerprints, uploads } from '../../db/schema';
import { createLocalStorage, type MediaStorage } from '../../lib/storage';
import {
  createListing,
  createTestContext,
  multipart,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/harness';
import { renderDemoPhoto } from '../../../tools/seed/demo-photos';
import { cleanUpMedia } from './clean-up-media';
import { computeRoomFeatures } from './compute-room-features';
import { compareRooms, parseRoomFeatures } from './room-features';

/** A local store that can be told to fail on its n-th write, to test what a failure halfway leaves behind. */
function failingStorage(root: string) {
  const real = createLocalStorage(root);
  const control = { failOnPut: 0, puts: 0 };
  const storage: MediaStorage = {
    ...real,
    async put(key, data, contentType) {
      control.puts += 1;
      if (control.puts === control.failOnPut) throw new Error('disk full (injected)');
      return real.put(key, data, contentType);
    },
  };
  return { storage, control };
}

let ctx: TestContext;
let user: TestUser;
let control: { failOnPut: number; puts: number };

beforeAll(async () => {
  ctx = await createTestContext(
    {},
    {
      storage: (dataDir) => {
        const made = failingStorage(path.join(dataDir, 'media'));
        control = made.control;
        return made.storage;
      },
    },
  );
  user = await registerUser(ctx.app);
});
afterAll(() => ctx.close());
beforeEach(() => {
  control.failOnPut = 0;
  control.puts = 0;
});

const photo = (seed: number, width = 800, height = 600) =>
  sharp({
    create: { width, height, channels: 3, background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: 90 } },
  })
    .jpeg()
    .toBuffer();

const upload = async (files: Buffer[], headers = user.auth) => {
  const body = multipart(files.map((data, i) => ({ name: `photo-${i}.jpg`, data })));
  return ctx.app.inject({
    method: 'POST',
    url: '/api/upload/images',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const storedFolders = async () =>
  (await fs.readdir(path.join(ctx.dataDir, 'media')).catch(() => [])).filter((name) => !name.startsWith('.'));
const recordedPhotos = async () =>
  (await ctx.database.db.select({ name: mediaFiles.name }).from(mediaFiles)).map((r) => r.name);

/** Makes every insert into `table` fail, as a full disk or a lost connection would, until the returned undo runs. */
async function refuseInsertsInto(table: string): Promise<() => Promise<void>> {
  const db = ctx.database.db;
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION refuse_insert() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'injected failure'; END; $$ LANGUAGE plpgsql`),
  );
  await db.execute(
    sql.raw(`CREATE TRIGGER refuse BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_insert()`),
  );
  return async () => {
    await db.execute(sql.raw(`DROP TRIGGER refuse ON ${table}`));
  };
}

/** A PNG whose header claims 100,000 × 100,000 pixels (10 gigapixels) in a file of a few hundred bytes. */
function decompressionBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = deflateSync(Buffer.alloc(100_000 * 3 + 1, 0));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('bad input', () => {
  it('refuses a decompression bomb from its header, quickly and without decoding it', async () => {
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(1_000);
    const rssBefore = process.memoryUsage().rss;
    const startedAt = performance.now();
    const response = await upload([bomb]);
    const elapsedMs = performance.now() - startedAt;
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('photo-0.jpg has too many pixels (at most 50 megapixels)');
    // 10 gigapixels would need 30 GB decoded; refusing from the header keeps both figures tiny.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
    expect(elapsedMs).toBeLessThan(5_000);
    expect(await storedFolders()).toEqual([]);
  });

  it('refuses a truncated JPEG that has the right magic bytes', async () => {
    const truncated = (await photo(1)).subarray(0, 300);
    const response = await upload([truncated]);
    expect(response.statusCode).toBe(415);
  });
});

describe('nothing lost, nothing orphaned', () => {
  it.each([1, 3, 5, 7])('a storage failure on write %i leaves no file and no row', async (failOnPut) => {
    control.failOnPut = failOnPut;
    const folders = await storedFolders();
    const rows = await recordedPhotos();
    const response = await upload([await photo(100 + failOnPut), await photo(200 + failOnPut)]);
    expect(response.statusCode).toBe(500);
    expect(await storedFolders()).toEqual(folders);
    expect(await recordedPhotos()).toEqual(rows);
  });

  it.each(['media_files', 'uploads'])(
    'a database failure writing %s leaves no file and no row',
    async (table) => {
      const undo = await refuseInsertsInto(table);
      try {
        const folders = await storedFolders();
        const rows = await recordedPhotos();
        const response = await upload([await photo(table.length)]);
        expect(response.statusCode).toBe(500);
        expect(await storedFolders()).toEqual(folders);
        expect(await recordedPhotos()).toEqual(rows);
      } finally {
        await undo();
      }
    },
  );

  it('a failed attach leaves the listing and the upload as they were', async () => {
    const listing = await createListing(ctx.app, user);
    const [file] = (await upload([await photo(300)])).json().files;
    const undo = await refuseInsertsInto('property_images');
    try {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/properties/${listing.id}/images`,
        headers: user.auth,
        payload: [{ image_url: file.url }],
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await undo();
    }
    const after = (await ctx.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` })).json();
    expect(after.images).toEqual([]);
    const held = await ctx.database.db
      .select()
      .from(uploads)
      .where(sql`${uploads.name} = ${file.name}`);
    expect(held).toHaveLength(1);
    expect(await storedFolders()).toContain(file.name);
  });

  it('the same photo uploaded twice is stored once', async () => {
    const bytes = await photo(400);
    const first = (await upload([bytes])).json().files[0];
    const folders = await storedFolders();
    const second = (await upload([bytes])).json().files[0];
    expect(second.name).toBe(first.name);
    expect(await storedFolders()).toEqual(folders);
  });
});

describe('concurrent attaches', () => {
  it('keep the order within each request and never pass 12 photos', async () => {
    const listing = await createListing(ctx.app, user);
    const batches = await Promise.all(
      [0, 1, 2].map(async (batch) => {
        const files = await Promise.all([0, 1, 2, 3, 4].map((i) => photo(500 + batch * 10 + i, 64, 48)));
        return (await upload(files)).json().files.map((f: { url: string }) => ({ image_url: f.url }));
      }),
    );
    const responses = await Promise.all(
      batches.map((payload) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/properties/${listing.id}/images`,
          headers: user.auth,
          payload,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 422]);
    const images = (await ctx.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` })).json()
      .images;
    expect(images).toHaveLength(10);
    expect(images.map((i: { order_index: number }) => i.order_index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(images.filter((i: { is_primary: boolean }) => i.is_primary)).toHaveLength(1);
    // Each accepted batch landed as one consecutive run, in its own order.
    const accepted = batches.filter((_, i) => responses[i]!.statusCode === 201);
    const urls = images.map((i: { image_url: string }) => i.image_url);
    const runs = [urls.slice(0, 5), urls.slice(5, 10)];
    expect(runs.map((run: string[]) => run.join()).sort()).toEqual(
      accepted.map((b) => b.map((r: { image_url: string }) => r.image_url).join()).sort(),
    );
  });
});

describe("managing a listing's photos", () => {
  it('reorders, renames, sets the main photo and removes one', async () => {
    const listing = await createListing(ctx.app, user);
    const files = (await upload([await photo(600), await photo(601), await photo(602)])).json().files;
    const attached = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/images`,
      headers: user.auth,
      payload: files.map((f: { url: string }) => ({ image_url: f.url })),
    });
    const [a, b, c] = attached.json().images.map((i: { id: number }) => i.id);
    const call = (method: 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = user.auth) =>
      ctx.app.inject({ method, url: `/api/properties/${listing.id}/images${url}`, headers, payload });

    const reordered = await call('PUT', '/order', { image_ids: [c, a, b] });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().images.map((i: { id: number }) => i.id)).toEqual([a, c, b]); // the main photo first
    expect((await call('PUT', '/order', { image_ids: [a, b] })).statusCode).toBe(422);

    const primary = await call('PATCH', `/${b}`, { is_primary: true, caption: 'Kitchen' });
    expect(primary.json().images[0]).toMatchObject({ id: b, is_primary: true, caption: 'Kitchen' });

    const stranger = await registerUser(ctx.app);
    expect((await call('PATCH', `/${b}`, { caption: 'mine' }, stranger.auth)).statusCode).toBe(403);
    expect((await call('DELETE', '/999999')).statusCode).toBe(404);

    const removed = await call('DELETE', `/${b}`);
    expect(removed.statusCode).toBe(200);
    const left = removed.json().images;
    expect(left.map((i: { id: number }) => i.id)).toEqual([c, a]);
    expect(left[0].is_primary).toBe(true);
    expect(await storedFolders()).not.toContain(files[1].name);
  });
});

describe('cleanup', () => {
  it('removes uploads never attached after 24 hours, and stray files, but nothing in use', async () => {
    const listing = await createListing(ctx.app, user);
    const [kept, abandoned, fresh] = (
      await upload([await photo(700), await photo(701), await photo(702)])
    ).json().files;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/images`,
      headers: user.auth,
      payload: [{ image_url: kept.url }],
    });
    const db = ctx.database.db;
    await db.execute(
      sql`update uploads set created_at = now() - interval '25 hours' where name = ${abandoned.name}`,
    );
    await db.execute(sql`update media_files set created_at = now() - interval '25 hours'`);
    const stray = '0123456789abcdef0123456789abcdef';
    await fs.mkdir(path.join(ctx.dataDir, 'media', stray));
    await fs.writeFile(path.join(ctx.dataDir, 'media', stray, '320.webp'), 'left by a crash');
    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await fs.utimes(path.join(ctx.dataDir, 'media', stray), longAgo, longAgo);

    const result = await cleanUpMedia({ db, storage: ctx.app.storage });
    expect(result.abandonedUploads).toBe(1);
    expect(result.removedStrayFolders).toBe(1);
    const folders = await storedFolders();
    expect(folders).toContain(kept.name);
    expect(folders).toContain(fresh.name);
    expect(folders).not.toContain(abandoned.name);
    expect(folders).not.toContain(stray);
  });
});

describe('room features (decision 030)', () => {
  const roomFeaturesOf = async (name: string) => {
    const [row] = await ctx.database.db
      .select({ roomFeatures: photoFingerprints.roomFeatures })
      .from(photoFingerprints)
      .where(eq(photoFingerprints.name, name));
    return row?.roomFeatures ?? null;
  };

  it('are computed once at upload and stored with the fingerprint', async () => {
    const room = await renderDemoPhoto('living_room', 77, 800, 600);
    const response = await upload([room]);
    expect(response.statusCode).toBe(201);
    const stored = await roomFeaturesOf(response.json().files[0].name);
    expect(stored).not.toBeNull();
    const features = parseRoomFeatures(stored)!;
    expect(features.count).toBeGreaterThanOrEqual(24);
    // The same photo uploaded again reads as the same room: what the duplicate check compares.
    expect(compareRooms(features, parseRoomFeatures(await computeRoomFeatures(room))!).same).toBe(true);
  });

  it('leave a photo without any (a flat colour has no corners) uploaded all the same', async () => {
    const response = await upload([await photo(801)]);
    expect(response.statusCode).toBe(201);
    const name = response.json().files[0].name;
    expect(await recordedPhotos()).toContain(name);
    expect(await roomFeaturesOf(name)).toBeNull();
  });
});
