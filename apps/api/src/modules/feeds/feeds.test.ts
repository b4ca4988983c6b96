import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { authenticatePartner } from './authenticate-partner';
import { importFeed } from './import-feed';
import {
  createTestContext,
  listingInput,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/harness';

let ctx: TestContext;
let owner: TestUser;
let key: string;
let photoServer: http.Server;
let photoBase: string;
/** Requests the photo server answered, by path: a feed fetches each photo URL once. */
const photoRequests = new Map<string, number>();

/** A distinct small photo per path: a colour and a pattern from the path's number. */
async function photoFor(seed: number): Promise<Buffer> {
  const width = 160;
  const height = 120;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * seed * 7) % 256;
      pixels[i + 1] = (y * (seed + 3) * 5) % 256;
      pixels[i + 2] = ((x ^ y) * (seed + 11)) % 256;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const feed = (body: unknown, apiKey = key, contentType = 'application/json') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/feeds/listings',
    headers: { 'x-api-key': apiKey, 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const item = (reference: string, overrides: Record<string, unknown> = {}) => ({
  ...listingInput(),
  reference,
  ...overrides,
});

async function organisationWithKey(user: TestUser, name: string) {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/organisations',
    headers: user.auth,
    payload: { kind: 'agency', name_ka: name, name_en: name },
  });
  expect(created.statusCode).toBe(201);
  const made = await ctx.app.inject({
    method: 'POST',
    url: '/api/organisations/mine/api-keys',
    headers: user.auth,
    payload: { name: 'crm' },
  });
  expect(made.statusCode).toBe(201);
  return { organisation: created.json(), key: made.json().key as string, keyId: made.json().id as number };
}

beforeAll(async () => {
  ctx = await createTestContext({ FEED_PHOTOS_ALLOW_LOOPBACK: 'true' });
  photoServer = http.createServer(async (request, response) => {
    photoRequests.set(request.url ?? '', (photoRequests.get(request.url ?? '') ?? 0) + 1);
    const seed = Number(request.url?.match(/(\d+)\.png$/)?.[1] ?? NaN);
    if (request.url?.startsWith('/redirect-to-metadata')) {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    } else if (request.url?.startsWith('/text')) {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    } else if (Number.isFinite(seed)) {
      response.writeHead(200, { 'content-type': 'image/png' }).end(await photoFor(seed));
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => photoServer.listen(0, '127.0.0.1', resolve));
  photoBase = `http://127.0.0.1:${(photoServer.address() as AddressInfo).port}`;
  owner = await registerUser(ctx.app);
  key = (await organisationWithKey(owner, 'Feed Homes')).key;
});
afterAll(async () => {
  photoServer.close();
  await ctx.close();
});

describe('partner feed', () => {
  it('refuses a missing, unknown or revoked key', async () => {
    expect((await feed({ mode: 'partial', items: [] }, '')).statusCode).toBe(401);
    expect((await feed({ mode: 'partial', items: [] }, 'sk_live_nope')).statusCode).toBe(401);
    const other = await registerUser(ctx.app);
    const made = await organisationWithKey(other, 'Revoked Ltd');
    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/organisations/mine/api-keys/${made.keyId}`,
      headers: other.auth,
    });
    expect(revoke.statusCode).toBe(200);
    expect((await feed({ mode: 'partial', items: [] }, made.key)).statusCode).toBe(401);
  });

  it('imports valid items, reports each bad one, and changes nothing on a repeat', async () => {
    const body = {
      mode: 'full',
      items: [
        item('A-1', { photos: [`${photoBase}/p/1.png`, `${photoBase}/p/2.png`] }),
        item('A-2'),
        item('A-3', { rent_amount: -5 }),
        { title: 'no reference' },
        item('A-1'),
      ],
    };
    const first = await feed(body);
    expect(first.statusCode).toBe(200);
    const result = first.json();
    expect(result).toMatchObject({ received: 5, created: 2, updated: 0, unchanged: 0, deactivated: 0 });
    expect(result.failed).toEqual(
      expect.arrayContaining([
        { reference: 'A-3', field: 'rent_amount', message: 'Price must be 0 or more' },
        expect.objectContaining({ reference: null, field: 'reference' }),
        { reference: 'A-1', field: 'reference', message: 'The same reference appears twice in the feed' },
      ]),
    );
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/organisations/mine/listings',
      headers: owner.auth,
    });
    expect(
      mine
        .json()
        .items.map((row: { reference: string }) => row.reference)
        .sort(),
    ).toEqual(['A-1', 'A-2']);
    const withPhotos = mine.json().items.find((row: { reference: string }) => row.reference === 'A-1');
    const listing = (await ctx.app.inject({ method: 'GET', url: `/api/properties/${withPhotos.id}` })).json();
    expect(listing.photo_count).toBe(2);
    expect(listing.images[0].image_url).toMatch(/^\/media\//);
    expect(listing.poster).toMatchObject({ type: 'agent', organisation: { name_en: 'Feed Homes' } });

    const again = await feed(body);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2, deactivated: 0 });
    const after = (await ctx.app.inject({ method: 'GET', url: `/api/properties/${withPhotos.id}` })).json();
    expect(after.updated_at).toBe(listing.updated_at);
  });

  it('updates a changed item by its reference and deactivates what a full feed leaves out', async () => {
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/organisations/mine/listings',
      headers: owner.auth,
    });
    const a1 = mine.json().items.find((row: { reference: string }) => row.reference === 'A-1');
    const a2 = mine.json().items.find((row: { reference: string }) => row.reference === 'A-2');
    const current = (await ctx.app.inject({ method: 'GET', url: `/api/properties/${a1.id}` })).json();
    const changed = await feed({
      mode: 'full',
      items: [
        {
          ...item('A-1'),
          address: current.address,
          rent_amount: 140000,
          photos: [`${photoBase}/p/1.png`, `${photoBase}/p/2.png`],
        },
      ],
    });
    expect(changed.json()).toMatchObject({ created: 0, updated: 1, deactivated: 1, failed: [] });
    const a1After = (await ctx.app.inject({ method: 'GET', url: `/api/properties/${a1.id}` })).json();
    expect(a1After).toMatchObject({ price: 140000, photo_count: 2, status: 'active' });
    const a2After = (await ctx.app.inject({ method: 'GET', url: `/api/properties/${a2.id}` })).json();
    expect(a2After.status).toBe('inactive');
    // A partial feed leaves the rest alone.
    const partial = await feed({ mode: 'partial', items: [item('B-1')] });
    expect(partial.json()).toMatchObject({ created: 1, deactivated: 0 });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/properties/${a1.id}` })).json().status).toBe(
      'active',
    );
  });

  it("cannot touch another organisation's listings: the same reference is that organisation's own", async () => {
    const other = await registerUser(ctx.app);
    const { key: otherKey } = await organisationWithKey(other, 'Other Agency');
    const result = await feed({ mode: 'full', items: [item('A-1')] }, otherKey);
    expect(result.json()).toMatchObject({ created: 1, deactivated: 0 });
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/organisations/mine/listings',
      headers: owner.auth,
    });
    expect(
      mine
        .json()
        .items.filter((row: { status: string }) => row.status === 'active')
        .map((row: { reference: string }) => row.reference)
        .sort(),
    ).toEqual(['A-1', 'B-1']);
  });

  it('passes items through the duplicate check', async () => {
    const copy = listingInput();
    const result = await feed({
      mode: 'partial',
      items: [
        { ...copy, reference: 'D-1' },
        { ...copy, reference: 'D-2' },
      ],
    });
    expect(result.json().created).toBe(1);
    // Items are imported a few at a time, so either copy may be the one written first and the other refused.
    expect(result.json().failed).toEqual([
      expect.objectContaining({
        reference: expect.stringMatching(/^D-[12]$/),
        field: '',
        message: expect.stringMatching(/listing #\d+/),
      }),
    ]);
  });

  it('checks each item against the other items of the feed, however many are written at once', async () => {
    // 30 items: R-2 repeats repeats R-3; several items are written at once.
    const items = Array.from({ length: 30 }, (_, i) => item(`R-${i + 1}`));
    items[1] = { ...items[0]!, reference: 'R-2' };
    items[29] = { ...items[2]!, reference: 'R-30' };
    const result = (await feed({ mode: 'partial', items })).json();
    expect(result.created).toBe(28);
    // One of each pair is the repeat (whichever was checked second).
    const refused = result.failed.map((failure: { reference: string }) => failure.reference).sort();
    expect(refused).toHaveLength(2);
    expect(['R-1', 'R-2']).toContain(refused[0]);
    expect(['R-3', 'R-30']).toContain(refused[1]);
    for (const failure of result.failed) expect(failure.message).toMatch(/listing #\d+/);
    // The next run changes nothing and still refuses the repeats.
    const again = (await feed({ mode: 'partial', items })).json();
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 28 });
    expect(again.failed.map((failure: { reference: string }) => failure.reference).sort()).toEqual(refused);
  });

  it('writes a batch around its refused items: nothing of them stays, nothing of the others is lost', async () => {
    // One batch of 12 (one transaction): M-6 repeats M-5 (refused by its check, after the batch's rows are written),
    // M-8's photo is not found (refused before), M-11 repeats M-3 (a second refusal in the same batch).
    const agent = await registerUser(ctx.app);
    const { key: batchKey } = await organisationWithKey(agent, 'Batch Homes');
    const items: Record<string, unknown>[] = Array.from({ length: 12 }, (_, i) =>
      item(`M-${i + 1}`, { photos: [`${photoBase}/p/${300 + i}.png`] }),
    );
    items[5] = {
      ...items[4]!,
      reference: 'M-6',
      photos: [`${photoBase}/p/304.png`, `${photoBase}/p/399.png`],
    };
    items[7] = { ...items[7]!, photos: [`${photoBase}/missing/photo.png`] };
    items[10] = { ...items[2]!, reference: 'M-11' };
    const result = (await feed({ mode: 'partial', items }, batchKey)).json();
    expect(result.created).toBe(9);
    expect(
      result.failed
        .map((failure: { reference: string; field: string }) => `${failure.reference} ${failure.field}`)
        .sort(),
    ).toEqual(['M-11 ', 'M-6 ', 'M-8 photos.0']);

    const db = ctx.database.db;
    const count = async (query: ReturnType<typeof sql>) =>
      Number((await queryRows<{ n: number }>(db, query))[0]!.n);
    const mine = sql`(select id from properties where owner_id = ${agent.id})`;
    expect(await count(sql`select count(*) as n from properties where owner_id = ${agent.id}`)).toBe(9);
    expect(
      await count(
        sql`select count(*) as n from properties where owner_id = ${agent.id} and status = 'active' and photo_count = 1`,
      ),
    ).toBe(9);
    // Each written listing has its one photo, price, freshness, alert job and reference; the refused have none.
    expect(await count(sql`select count(*) as n from property_images where property_id in ${mine}`)).toBe(9);
    expect(await count(sql`select count(*) as n from price_changes where property_id in ${mine}`)).toBe(9);
    expect(await count(sql`select count(*) as n from listing_freshness where property_id in ${mine}`)).toBe(
      9,
    );
    expect(
      await count(
        sql`select count(*) as n from jobs where kind = 'listing-alerts' and (payload->>'propertyId')::int in ${mine}`,
      ),
    ).toBe(9);
    expect(await count(sql`select count(*) as n from feed_items where property_id in ${mine}`)).toBe(9);
    expect(
      await count(sql`select count(*) as n from jobs where (payload->>'propertyId')::int not in (select id from properties)
        and kind = 'listing-alerts'`),
    ).toBe(0);
    // The refused repeat's own photo is on no listing: its upload stays unclaimed for the media clean-up, as before.
    expect(await count(sql`select count(*) as n from uploads where uploader_id = ${agent.id}`)).toBe(1);
    expect(
      await count(sql`select count(*) as n from property_images
        where media_name in (select name from uploads where uploader_id = ${agent.id})`),
    ).toBe(0);
  });

  it('writes a batch the database refuses a value of one item at a time: only that item fails', async () => {
    // A NUL character never reaches the use case through the api (the request is refused first): called directly,
    // it fails the batch's one insert, and the batch is written again item by item.
    const agent = await registerUser(ctx.app);
    const { key: valueKey } = await organisationWithKey(agent, 'Value Homes');
    const partner = await authenticatePartner(ctx.database.db, valueKey);
    const items: Record<string, unknown>[] = Array.from({ length: 5 }, (_, i) => item(`V-${i + 1}`));
    items[2] = { ...items[2]!, title: 'bad\u0000title' };
    const result = await importFeed({
      db: ctx.database.db,
      storage: ctx.app.storage,
      partner,
      mode: 'partial',
      items,
      rateUsdGel: ctx.app.config.exchangeRateUsdGel,
      allowLoopbackPhotos: true,
    });
    // The database's refusal, not the schema's: the batch's statement failed, then V-3 alone.
    expect(result).toMatchObject({
      created: 4,
      failed: [
        { reference: 'V-3', field: '', message: 'A value is out of range, too long or not valid text' },
      ],
    });
    const rows = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*) as n from properties where owner_id = ${agent.id}`,
    );
    expect(Number(rows[0]!.n)).toBe(4);
  });

  it('fetches a photo named by several items once, and shows it on each', async () => {
    const shared = `${photoBase}/shared/77.png`;
    const result = (
      await feed({
        mode: 'partial',
        items: [
          item('S-1', { photos: [shared, `${photoBase}/p/78.png`], square_feet: 48, floor: 2, rooms: 2 }),
          item('S-2', { photos: [shared], square_feet: 120, floor: 9, rooms: 5, bedrooms: 4 }),
        ],
      })
    ).json();
    expect(result).toMatchObject({ created: 2, failed: [] });
    expect(photoRequests.get('/shared/77.png')).toBe(1);
    const mine = (
      await ctx.app.inject({ method: 'GET', url: '/api/organisations/mine/listings', headers: owner.auth })
    ).json();
    for (const reference of ['S-1', 'S-2']) {
      const row = mine.items.find((entry: { reference: string }) => entry.reference === reference);
      const listing = (await ctx.app.inject({ method: 'GET', url: `/api/properties/${row.id}` })).json();
      expect(listing.images[0].image_url).toMatch(/^\/media\//);
    }
  });

  it('reads the XML form of the feed', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<feed mode="partial">
  <listing>
    <reference>X-1</reference>
    <title>ბინა საბურთალოზე</title>
    <address>ვაჟა-ფშაველას გამზ. 901</address>
    <city>Tbilisi</city>
    <state>vake-saburtalo</state>
    <property_type>apartment</property_type>
    <listing_type>rent</listing_type>
    <bedrooms>2</bedrooms>
    <square_feet>70</square_feet>
    <rent_amount>1200</rent_amount>
    <currency>GEL</currency>
    <is_furnished>true</is_furnished>
    <features><feature>balcony</feature></features>
    <photos><photo>${photoBase}/p/7.png</photo></photos>
  </listing>
  <listing><reference>X-2</reference><title></title></listing>
</feed>`;
    const result = await feed(xml, key, 'application/xml');
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({ created: 1 });
    expect(result.json().failed.map((f: { reference: string }) => f.reference)).toContain('X-2');
    expect((await feed('<feed><listing>', key, 'application/xml')).statusCode).toBe(422);
    expect(
      (await feed('<!DOCTYPE x [<!ENTITY a "b">]><feed mode="full"/>', key, 'application/xml')).statusCode,
    ).toBe(422);
  });

  it('reports photos that are not images or that redirect inside the network', async () => {
    const result = await feed({
      mode: 'partial',
      items: [
        item('P-1', { photos: [`${photoBase}/text`] }),
        item('P-2', { photos: [`${photoBase}/redirect-to-metadata`] }),
        item('P-3', { photos: ['ftp://example.com/a.png'] }),
      ],
    });
    const failed = result.json().failed;
    expect(failed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          reference: 'P-1',
          field: 'photos.0',
          message: expect.stringMatching(/type/),
        }),
        expect.objectContaining({
          reference: 'P-2',
          field: 'photos.0',
          message: expect.stringMatching(/169\.254/),
        }),
        expect.objectContaining({ reference: 'P-3', field: 'photos.0' }),
      ]),
    );
    expect(result.json().created).toBe(0);
  });
});

describe('partner feed without the loopback test setting', () => {
  let strict: TestContext;
  let strictKey: string;
  beforeAll(async () => {
    strict = await createTestContext();
    const user = await registerUser(strict.app);
    await strict.app.inject({
      method: 'POST',
      url: '/api/organisations',
      headers: user.auth,
      payload: { kind: 'developer', name_ka: 'Strict' },
    });
    strictKey = (
      await strict.app.inject({
        method: 'POST',
        url: '/api/organisations/mine/api-keys',
        headers: user.auth,
        payload: { name: 'k' },
      })
    ).json().key;
  });
  afterAll(() => strict.close());

  it('refuses photo URLs on loopback, private and link-local addresses (SSRF)', async () => {
    const urls = [
      `${photoBase}/p/1.png`,
      'http://localhost/p.png',
      'http://10.0.0.5/p.png',
      'http://192.168.1.1/p.png',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/p.png',
      'http://[::ffff:127.0.0.1]/p.png',
      'http://0.0.0.0/p.png',
    ];
    const response = await strict.app.inject({
      method: 'POST',
      url: '/api/feeds/listings',
      headers: { 'x-api-key': strictKey },
      payload: { mode: 'partial', items: urls.map((url, i) => item(`S-${i}`, { photos: [url] })) },
    });
    const body = response.json();
    expect(body.created).toBe(0);
    expect(body.failed).toHaveLength(urls.length);
    for (const failure of body.failed) {
      expect(failure.field).toBe('photos.0');
      expect(failure.message).toMatch(/private or reserved address/);
    }
  });
});
