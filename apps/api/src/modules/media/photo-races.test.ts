import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../db/schema';
import { createTestContext, registerUser, type TestContext } from '../../test/harness';
import { mediaNameFor } from './process-image';
import { removeUnusedPhotos } from './remove-unused-photos';
import { uploadImages } from './upload-images';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const picture = (seed: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: seed * 13, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

describe('the same photo stored and removed at once', () => {
  it('never fails on the files (ENOTEMPTY, ENOENT) and never leaves a row without its files', async () => {
    const user = await registerUser(ctx.app);
    const actor = { id: user.id } as Parameters<typeof uploadImages>[0]['actor'];
    const { db } = ctx.database;
    const { storage } = ctx.app;
    for (let round = 0; round < 6; round += 1) {
      const data = await picture(round);
      const name = mediaNameFor(data);
      const file = { fileName: 'flat.jpg', data };
      // Removal finds the photo unused until an upload row holds it: it races every write.
      const results = await Promise.allSettled([
        removeUnusedPhotos({ db, storage, names: [name] }),
        uploadImages({ db, storage, actor, files: [file] }),
        removeUnusedPhotos({ db, storage, names: [name] }),
        uploadImages({ db, storage, actor, files: [file] }),
        removeUnusedPhotos({ db, storage, names: [name] }),
      ]);
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      const rows = await ctx.database.db.select({ name: mediaFiles.name }).from(mediaFiles);
      for (const row of rows) {
        const files = await fs.readdir(path.join(ctx.dataDir, 'media', row.name)).catch(() => []);
        expect(files.filter((f) => f.endsWith('.webp')).length, `files of ${row.name}`).toBeGreaterThan(0);
      }
    }
  });
});
