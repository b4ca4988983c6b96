import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, multipart, registerUser, type TestContext } from '../test/harness';
import { createS3Storage, type S3Options } from './s3-storage';

// A real S3 protocol peer, in-process: the driver talks HTTP to it exactly as to AWS, MinIO or R2.
let server: S3rver;
let directory: string;
let options: S3Options;
let ctx: TestContext;

beforeAll(async () => {
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'photos', configs: [] }],
  });
  const { port } = await server.run();
  options = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'photos',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'media/',
  };
  ctx = await createTestContext({}, { storage: () => createS3Storage(options) });
});
afterAll(async () => {
  await ctx?.close();
  await server?.close();
  await fs.rm(directory, { recursive: true, force: true });
});

describe('S3 storage', () => {
  it('stores every size in the bucket, serves it with immutable caching and removes it with its listing', async () => {
    const user = await registerUser(ctx.app);
    const data = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c84' } })
      .jpeg()
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 42/1 0/1' } })
      .toBuffer();
    const body = multipart([{ name: 'flat.jpg', data }]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/images',
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const [file] = uploaded.json().files;
    const storage = createS3Storage(options);
    expect((await storage.listPhotos()).map((p) => p.name)).toContain(file.name);

    for (const size of file.sizes) {
      const served = await ctx.app.inject({ method: 'GET', url: size.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-type']).toBe(size.format === 'jpeg' ? 'image/jpeg' : 'image/webp');
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/media/${file.name}/9999.webp` })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/media/../../etc/passwd' })).statusCode).toBe(404);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/upload/images/${file.name}`,
      headers: user.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect((await storage.listPhotos()).map((p) => p.name)).not.toContain(file.name);
    expect((await ctx.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
  });
});
