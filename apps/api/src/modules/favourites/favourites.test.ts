import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createTestContext,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/harness';

let ctx: TestContext;
let user: TestUser;
let listingId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  user = await registerUser(ctx.app);
  const poster = await registerUser(ctx.app);
  listingId = (await createListing(ctx.app, poster)).id;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = user.auth) =>
  ctx.app.inject({ method, url, headers });

describe('favourites', () => {
  it('saves, checks, lists and unsaves a listing', async () => {
    expect((await call('GET', `/api/properties/${listingId}/is-saved`)).json()).toEqual({ is_saved: false });
    expect((await call('POST', `/api/properties/${listingId}/save`)).statusCode).toBe(200);
    expect((await call('POST', `/api/properties/${listingId}/save`)).statusCode).toBe(200);
    expect((await call('GET', `/api/properties/${listingId}/is-saved`)).json()).toEqual({ is_saved: true });
    const saved = (await call('GET', '/api/properties/saved')).json();
    expect(saved.map((p: { id: number }) => p.id)).toEqual([listingId]);
    expect(saved[0].title).toBeTruthy();
    expect((await call('DELETE', `/api/properties/${listingId}/save`)).statusCode).toBe(200);
    expect((await call('GET', '/api/properties/saved')).json()).toEqual([]);
  });

  it('toggles and says which way it went', async () => {
    const on = await call('POST', `/api/properties/${listingId}/toggle-save`);
    expect(on.json()).toMatchObject({ is_saved: true, message: 'Property saved' });
    const off = await call('POST', `/api/properties/${listingId}/toggle-save`);
    expect(off.json()).toMatchObject({ is_saved: false });
  });

  it('keeps each user their own list', async () => {
    const other = await registerUser(ctx.app);
    await call('POST', `/api/properties/${listingId}/save`, other.auth);
    expect((await call('GET', `/api/properties/${listingId}/is-saved`)).json()).toEqual({ is_saved: false });
  });

  it('needs a session and a real listing', async () => {
    for (const [method, url] of [
      ['GET', '/api/properties/saved'],
      ['POST', `/api/properties/${listingId}/save`],
      ['DELETE', `/api/properties/${listingId}/save`],
      ['POST', `/api/properties/${listingId}/toggle-save`],
      ['GET', `/api/properties/${listingId}/is-saved`],
    ] as const) {
      expect((await call(method, url, {})).statusCode).toBe(401);
    }
    expect((await call('POST', '/api/properties/999999/save')).statusCode).toBe(404);
    expect((await call('POST', '/api/properties/999999/toggle-save')).statusCode).toBe(404);
  });
});
