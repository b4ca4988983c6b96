import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createTestContext,
  registerUser,
  type TestContext,
  type TestUser,
} from '../test/harness';

/**
 * Client mistakes the api once answered with a 500, or outside `{detail, code}` (issue 13): each is a 4xx in the
 * contract's shape now, decided in one place (lib/client-errors.ts, plugins/errors.ts, plugins/refuse-nul.ts).
 */
let ctx: TestContext;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  user = await registerUser(ctx.app);
});
afterAll(() => ctx.close());

function expectErrorShape(response: { statusCode: number; body: string }, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = JSON.parse(response.body);
  expect(body.code).toBe(code);
  expect(typeof body.detail === 'string' || Array.isArray(body.detail)).toBe(true);
  // Every error answer also names its request, for the logs (plugins/request-id.ts), but one the HTTP parser
  // refuses on the socket, before there is a request (431).
  expect(Object.keys(body).sort()).toEqual(
    status === 431 ? ['code', 'detail'] : ['code', 'detail', 'request_id'],
  );
}

describe('a malformed multipart body is a 400', () => {
  const urls = ['/api/upload/images', '/api/properties/upload-images'];
  const bodies: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', 'garbage'],
    ['garbage', 'multipart/form-data; boundary=xyz', '\u0000\u0001garbage'],
    [
      'cut short',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\nabc',
    ],
  ];
  for (const url of urls) {
    for (const [label, contentType, payload] of bodies) {
      it(`${label} on ${url}`, async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { ...user.auth, 'content-type': contentType },
          payload,
        });
        expectErrorShape(response, 400, 'bad_request');
      });
    }
  }
  it('on POST /api/properties/{id}/images', async () => {
    const listing = await createListing(ctx.app, user);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/images`,
      headers: { ...user.auth, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expectErrorShape(response, 400, 'bad_request');
  });
});

describe('ids and numbers beyond what the database stores are a 422', () => {
  for (const url of [
    '/api/properties/2147483648',
    '/api/properties/99999999999999999999/duplicates',
    '/api/properties/search?max_bedrooms=99999999999',
    '/api/properties/search?min_floor=40000',
    '/api/properties/search/count?max_rooms=1e10',
  ]) {
    it(`GET ${url}`, async () => {
      expectErrorShape(await ctx.app.inject({ method: 'GET', url }), 422, 'validation_failed');
    });
  }
  it('a body id', async () => {
    const listing = await createListing(ctx.app, user);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${listing.id}/images/order`,
      headers: user.auth,
      payload: { image_ids: [2147483648] },
    });
    expectErrorShape(response, 422, 'validation_failed');
  });
});

describe('a NUL character is refused by one rule, naming the field', () => {
  it('in a JSON body', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: user.auth,
      payload: { first_name: 'a\u0000b' },
    });
    expectErrorShape(response, 422, 'validation_failed');
    expect(response.json().detail).toEqual([
      { loc: ['body', 'first_name'], msg: 'must not contain a NUL character' },
    ]);
  });
  it('in a nested body value and in a query', async () => {
    const listing = await createListing(ctx.app, user);
    const nested = await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${listing.id}`,
      headers: user.auth,
      payload: { tags: ['ok', 'b\u0000ad'] },
    });
    expectErrorShape(nested, 422, 'validation_failed');
    expect(nested.json().detail[0].loc).toEqual(['body', 'tags', '1']);
    const query = await ctx.app.inject({ method: 'GET', url: '/api/properties/search?query=a%00b' });
    expectErrorShape(query, 422, 'validation_failed');
  });
});

describe("the router's and the HTTP parser's refusals answer in the same shape", () => {
  it('a bad percent-encoding in the path', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/properties/%zz/images/1' });
    expectErrorShape(response, 400, 'bad_request');
  });
  it('an over-long path parameter', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/properties/${'1'.repeat(200)}` });
    expectErrorShape(response, 414, 'uri_too_long');
  });
  it('headers too large (over a real socket)', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const response = await new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: '/api/health', headers: { 'x-big': 'a'.repeat(20_000) } },
        (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
    });
    expectErrorShape(response, 431, 'headers_too_large');
  });
});

describe('constraint and data errors the database raises are never a 500', () => {
  it('a multipart file name with a NUL reaches the database and is a 422', async () => {
    const sharp = (await import('sharp')).default;
    const data = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#456' } })
      .jpeg()
      .toBuffer();
    const boundary = 'nulname';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a\u0000b.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/images',
      headers: { ...user.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode, response.body).toBeLessThan(500);
  });
});

describe('answers carry headers under which nothing runs', () => {
  it('JSON, errors and photos: no active content, no framing, no sniffing', async () => {
    for (const url of ['/api/health', '/api/properties/0', '/media/none']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'; sandbox",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });
  it('the docs page keeps what Swagger UI needs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});

describe('overload is a 503 to try again, not a 500', () => {
  it.runIf(process.env.TEST_DB === 'postgres')(
    'every database connection busy past the pool wait: 503 unavailable with Retry-After',
    async () => {
      const { sql } = await import('drizzle-orm');
      // The pool's ten connections held longer than its 5 s wait for a free one (db/client.ts). Drizzle's queries
      // run when awaited: Promise.all starts them now.
      const held = Promise.all(
        Array.from({ length: 10 }, () => ctx.database.db.execute(sql`select pg_sleep(6)`)),
      );
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/properties/saved',
        headers: user.auth,
      });
      await held;
      expectErrorShape(response, 503, 'unavailable');
      expect(response.headers['retry-after']).toBe('1');
    },
  );
});
