import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createTestContext,
  errorDetail,
  listingInput,
  multipart,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/harness';

let ctx: TestContext;
let user: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  user = await registerUser(ctx.app);
});
afterAll(() => ctx.close());

interface Image {
  id: number;
  image_url: string;
  caption: string;
  is_primary: boolean;
  order_index: number;
}

/** A photo of its own colour: stored photos are named by content, so each seed is another photo. */
const photo = (seed: number) =>
  sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 } },
  })
    .jpeg()
    .toBuffer();

async function uploadPhotos(seeds: number[], who: TestUser = user): Promise<{ url: string; name: string }[]> {
  const body = multipart(
    await Promise.all(seeds.map(async (seed) => ({ name: `${seed}.jpg`, data: await photo(seed) }))),
  );
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/images',
    headers: { ...who.auth, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().files;
}

/** A listing with three photos a, b, c (a main). */
async function listingWithPhotos(seed: number) {
  const files = await uploadPhotos([seed, seed + 1, seed + 2]);
  const listing = await createListing(ctx.app, user, {
    images: files.map((file) => ({ image_url: file.url })),
  });
  return { listing, images: listing.images as Image[], files };
}

const put = (id: number, payload: object, who: TestUser = user) =>
  ctx.app.inject({ method: 'PUT', url: `/api/properties/${id}`, headers: who.auth, payload });
const get = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json();
const storedFolders = async () =>
  (await fs.readdir(path.join(ctx.dataDir, 'media')).catch(() => [])).filter((f) => !f.startsWith('.'));

describe('PUT /api/properties/{id} with images', () => {
  it('saves the fields and the whole photo list at once: order, main photo, captions, new and removed photos', async () => {
    const { listing, images, files } = await listingWithPhotos(10);
    const [a, , c] = images;
    const [added] = await uploadPhotos([20]);
    const response = await put(listing.id, {
      title: 'Renamed flat',
      // c first, a new upload, then a; b goes; the new one is the main photo. A kept photo may be named by any size.
      images: [
        { image_url: c!.image_url.replace(/\d+\.webp$/, '320.webp'), caption: 'Balcony' },
        { image_url: added!.url, caption: 'Kitchen', is_primary: true },
        { image_url: a!.image_url },
      ],
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved.title).toBe('Renamed flat');
    expect(saved.photo_count).toBe(3);
    const byOrder = [...(saved.images as Image[])].sort((x, y) => x.order_index - y.order_index);
    expect(byOrder.map((image) => [image.id === c!.id, image.id === a!.id])).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
    expect(byOrder.map((image) => [image.caption, image.is_primary])).toEqual([
      ['Balcony', false],
      ['Kitchen', true],
      [a!.caption, false],
    ]);
    // The main photo leads the list, as everywhere.
    expect(saved.images[0].caption).toBe('Kitchen');
    // b is gone, files and all; the upload now belongs to the listing and can no longer be deleted as an upload.
    expect(await storedFolders()).not.toContain(files[1]!.name);
    expect(await storedFolders()).toContain(files[0]!.name);
    const deleteUpload = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/upload/images/${added!.name}`,
      headers: user.auth,
    });
    expect(deleteUpload.statusCode).toBe(409);
  });

  it('lets a poster put a photo of one of their listings on another (sale and rent of one flat), not a stranger', async () => {
    // Photos are named by content: the same picture uploaded for a second listing is the first listing's photo.
    const { images } = await listingWithPhotos(70);
    const rent = await createListing(ctx.app, user, { images: [{ image_url: images[0]!.image_url }] });
    expect((rent.images as Image[]).map((image) => image.image_url)).toEqual([images[0]!.image_url]);
    const other = await listingWithPhotos(80);
    const replaced = await put(other.listing.id, {
      images: [{ image_url: other.images[0]!.image_url }, { image_url: images[1]!.image_url }],
    });
    expect(replaced.statusCode).toBe(200);
    const stranger = await registerUser(ctx.app);
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: stranger.auth,
      payload: { ...listingInput(), images: [{ image_url: images[2]!.image_url }] },
    });
    expect(theirs.statusCode).toBe(422);
    expect(errorDetail(theirs)[0]?.msg).toBe('Image not found among your uploads');
  });

  it('changes nothing, fields included, when one photo is refused', async () => {
    const { listing, images } = await listingWithPhotos(30);
    const stranger = await registerUser(ctx.app);
    const [theirs] = await uploadPhotos([40], stranger);
    const response = await put(listing.id, {
      title: 'Should not stick',
      images: [{ image_url: images[1]!.image_url }, { image_url: theirs!.url }],
    });
    expect(response.statusCode).toBe(422);
    expect(errorDetail(response)[0]).toMatchObject({
      loc: ['body', 'images', '1', 'image_url'],
      msg: 'Image not found among your uploads',
    });
    const after = await get(listing.id);
    expect(after.title).toBe(listing.title);
    expect((after.images as Image[]).map((image) => image.id)).toEqual(images.map((image) => image.id));
    expect(after.photo_count).toBe(3);
  });

  it('refuses the same photo twice, a URL that is not an upload, more than 12, and a stranger', async () => {
    const { listing, images } = await listingWithPhotos(50);
    const twice = await put(listing.id, {
      images: [{ image_url: images[0]!.image_url }, { image_url: images[0]!.image_url }],
    });
    expect(twice.statusCode).toBe(422);
    expect(errorDetail(twice)[0]?.msg).toBe('The same image is listed twice');
    const elsewhere = await put(listing.id, { images: [{ image_url: 'https://example.com/a.jpg' }] });
    expect(elsewhere.statusCode).toBe(422);
    const thirteen = await put(listing.id, {
      images: Array.from({ length: 13 }, () => ({ image_url: images[0]!.image_url })),
    });
    expect(thirteen.statusCode).toBe(422);
    const stranger = await registerUser(ctx.app);
    expect((await put(listing.id, { images: [] }, stranger)).statusCode).toBe(403);
    expect((await get(listing.id)).images).toHaveLength(3);
  });

  it('leaves the photos alone without `images`, and takes them all off with an empty list', async () => {
    const { listing, images } = await listingWithPhotos(60);
    const fieldsOnly = await put(listing.id, { bedrooms: 4 });
    expect(fieldsOnly.statusCode).toBe(200);
    expect((fieldsOnly.json().images as Image[]).map((image) => image.id)).toEqual(
      images.map((image) => image.id),
    );
    const none = await put(listing.id, { images: [] });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ images: [], photo_count: 0, bedrooms: 4 });
  });
});
