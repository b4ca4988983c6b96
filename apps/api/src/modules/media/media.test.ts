import fs from 'node:fs/promises';
import path from 'node:path';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createTestContext,
  errorDetail,
  multipart,
  registerUser,
  type MultipartFile,
  type TestContext,
  type TestUser,
} from '../../test/harness';

let ctx: TestContext;
let user: TestUser;
let photo: Buffer;

/** A phone-like photo: rotated by EXIF orientation and carrying GPS coordinates of a Tbilisi flat. */
async function phonePhoto(seed: number) {
  return sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: 200 },
    },
  })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 42/1 3600/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '44/1 45/1 0/1',
      },
    })
    .toBuffer();
}

beforeAll(async () => {
  ctx = await createTestContext();
  user = await registerUser(ctx.app);
  photo = await phonePhoto(1);
  // The test photo really carries what must not leak.
  const exif = exifReader((await sharp(photo).metadata()).exif!);
  expect(exif.GPSInfo?.GPSLatitude).toEqual([41, 42, 36]);
  expect(exif.Image?.Make).toBe('PhoneMaker');
});
afterAll(() => ctx.close());

const upload = (
  files: MultipartFile[],
  headers: Record<string, string> = user.auth,
  url = '/api/upload/images',
) => {
  const body = multipart(files);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const mediaFiles = async () =>
  (await fs.readdir(path.join(ctx.dataDir, 'media')).catch(() => [])).filter((f) => !f.startsWith('.'));

describe('upload', () => {
  it('stores every size of a real photo without any metadata, auto-oriented, with immutable caching', async () => {
    const response = await upload([{ name: 'flat.jpg', type: 'image/jpeg', data: photo }]);
    expect(response.statusCode).toBe(201);
    const [file] = response.json().files;
    expect(file.name).toMatch(/^[a-f0-9]{32}$/);
    // EXIF orientation 6 means "rotate 90°": the stored picture is upright, 300 wide and 400 high.
    expect(file).toMatchObject({ width: 300, height: 400, url: `/media/${file.name}/300.webp` });
    expect(file.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(file.sizes.map((s: { format: string; width: number }) => `${s.format}:${s.width}`)).toEqual([
      'webp:300',
      'jpeg:300',
    ]);
    for (const size of file.sizes) {
      const served = await ctx.app.inject({ method: 'GET', url: size.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe(size.format);
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([300, 400]);
    }
  });

  it('makes the sizes of a large photo, none larger than the photo', async () => {
    const large = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#8a6' } })
      .jpeg()
      .toBuffer();
    const [file] = (await upload([{ name: 'large.jpg', data: large }])).json().files;
    expect(file.url).toBe(`/media/${file.name}/1280.webp`);
    expect(file.sizes.map((s: { format: string; width: number }) => `${s.format}:${s.width}`)).toEqual([
      'webp:320',
      'webp:640',
      'webp:1280',
      'webp:1920',
      'jpeg:1280',
    ]);
    expect(file.sizes[3].height).toBe(1280);
  });

  it('judges by content: a text file named .jpg is 415 and nothing is stored', async () => {
    const before = await mediaFiles();
    const response = await upload([
      { name: 'notes.jpg', type: 'image/jpeg', data: Buffer.from('just some text, not a photo') },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      detail: 'notes.jpg is not an image file',
      code: 'unsupported_media_type',
      request_id: response.headers['x-request-id'],
    });
    expect(await mediaFiles()).toEqual(before);
  });

  it('refuses a file over 10 MB with 413 naming it', async () => {
    const big = Buffer.concat([photo, Buffer.alloc(10.5 * 1024 * 1024)]);
    const response = await upload([{ name: 'huge.jpg', type: 'image/jpeg', data: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('huge.jpg is too large. Max size is 10MB');
  });

  it('refuses the 13th photo with 422', async () => {
    const files = Array.from({ length: 13 }, (_, i) => ({ name: `p${i}.jpg`, data: photo }));
    const response = await upload(files);
    expect(response.statusCode).toBe(422);
    expect(errorDetail(response)[0]?.msg).toBe('You can only upload up to 12 images');
  });

  it('stores nothing from a batch with one bad file', async () => {
    const before = await mediaFiles();
    const response = await upload([
      { name: 'good.jpg', data: await phonePhoto(7) },
      { name: 'bad.png', data: Buffer.from('%PDF-1.4 not an image') },
    ]);
    expect(response.statusCode).toBe(415);
    expect(await mediaFiles()).toEqual(before);
  });

  it('accepts the older upload path with field "images"', async () => {
    const response = await upload(
      [{ field: 'images', name: 'a.jpg', data: photo }],
      user.auth,
      '/api/properties/upload-images',
    );
    expect(response.statusCode).toBe(201);
  });

  it('needs a session and a multipart body', async () => {
    expect((await upload([{ name: 'a.jpg', data: photo }], {})).statusCode).toBe(401);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/images',
      headers: user.auth,
      payload: { files: [] },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('attach and delete', () => {
  it('attaches uploads to a listing in order, the first as main photo, and keeps the 12-photo limit', async () => {
    const listing = await createListing(ctx.app, user);
    const files = (
      await upload(
        await Promise.all([10, 11, 12].map(async (i) => ({ name: `${i}.jpg`, data: await phonePhoto(i) }))),
      )
    ).json().files;
    const attach = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/images`,
      headers: user.auth,
      payload: files.map((f: { url: string }, i: number) => ({ image_url: f.url, caption: `photo ${i}` })),
    });
    expect(attach.statusCode).toBe(201);
    const images = attach.json().images;
    expect(images).toHaveLength(3);
    expect(images[0]).toMatchObject({ is_primary: true, order_index: 0, caption: 'photo 0' });
    expect(images.filter((i: { is_primary: boolean }) => i.is_primary)).toHaveLength(1);
    // Lists carry the main photo only, and say how many there are.
    const [card] = (
      await ctx.app.inject({ method: 'GET', url: `/api/properties/search?query=${listing.id}` })
    ).json();
    expect(card.images.map((i: { id: number }) => i.id)).toEqual([images[0].id]);
    expect(card.photo_count).toBe(3);

    const tooMany = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/images`,
      headers: user.auth,
      payload: (
        await upload(
          await Promise.all(
            [20, 21, 22, 23, 24, 25, 26, 27, 28, 29].map(async (i) => ({
              name: `${i}.jpg`,
              data: await phonePhoto(i),
            })),
          ),
        )
      )
        .json()
        .files.map((f: { url: string }) => ({ image_url: f.url })),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(errorDetail(tooMany)[0]?.msg).toBe('You can only upload up to 12 images');
  });

  it('uploads and attaches in one multipart call, and with_photos finds the listing', async () => {
    const listing = await createListing(ctx.app, user, { title: 'with photos' });
    const body = multipart([{ name: 'x.jpg', data: await phonePhoto(3) }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/images`,
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().images).toHaveLength(1);
    const found = (
      await ctx.app.inject({ method: 'GET', url: '/api/properties/search?with_photos=true' })
    ).json();
    expect(found.map((p: { id: number }) => p.id)).toContain(listing.id);
  });

  it("refuses someone else's upload or listing", async () => {
    const other = await registerUser(ctx.app);
    const listing = await createListing(ctx.app, user);
    const [mine] = (await upload([{ name: 'm.jpg', data: await phonePhoto(4) }])).json().files;
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/images`,
      headers: other.auth,
      payload: [{ image_url: mine.url }],
    });
    expect(theirs.statusCode).toBe(403);
    const otherListing = await createListing(ctx.app, other);
    const borrowed = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${otherListing.id}/images`,
      headers: other.auth,
      payload: [{ image_url: mine.url }],
    });
    expect(borrowed.statusCode).toBe(422);
  });

  it('deletes an unused upload only for its uploader, never while a listing uses it, and removes the file', async () => {
    const [file] = (await upload([{ name: 'd.jpg', data: await phonePhoto(5) }])).json().files;
    const other = await registerUser(ctx.app);
    const del = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/upload/images/${file.name}`, headers });
    expect((await del(other.auth)).statusCode).toBe(403);
    const listing = await createListing(ctx.app, user);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/images`,
      headers: user.auth,
      payload: { image_url: file.url },
    });
    expect((await del(user.auth)).statusCode).toBe(409);
    await ctx.app.inject({ method: 'DELETE', url: `/api/properties/${listing.id}`, headers: user.auth });
    // Deleting the listing removed its photo file too.
    expect(await mediaFiles()).not.toContain(file.name);
    expect((await del(user.auth)).statusCode).toBe(404);
    const [unused] = (await upload([{ name: 'u.jpg', data: await phonePhoto(6) }])).json().files;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/upload/images/${unused.name}`,
      headers: user.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(await mediaFiles()).not.toContain(unused.name);
  });
});
