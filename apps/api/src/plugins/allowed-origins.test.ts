import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, withLoopbackAliases } from '../config';
import { createListing, createTestContext, registerUser, type TestContext } from '../test/harness';

describe('allowed origins follow the configured ports', () => {
  it('default to the web port, under every loopback name', () => {
    const config = loadConfig({ WEB_PORT: '13000', API_PORT: '18000' });
    expect(config.publicWebUrl).toBe('http://localhost:13000');
    for (const origin of ['http://localhost:13000', 'http://127.0.0.1:13000', 'http://[::1]:13000']) {
      expect(config.allowedOrigins).toContain(origin);
    }
    expect(config.allowedOrigins).toContain('http://127.0.0.1:18000');
    expect(config.allowedOrigins).not.toContain('http://localhost:3000');
  });

  it('keep a public https origin as it is, with the local web port beside it', () => {
    const config = loadConfig({ PUBLIC_WEB_URL: 'https://sakhli.ge/' });
    expect(config.allowedOrigins).toContain('https://sakhli.ge');
    expect(config.allowedOrigins).not.toContain('https://127.0.0.1');
    expect(config.allowedOrigins).toContain('http://127.0.0.1:3000');
  });

  it('treat the loopback names alike in ALLOWED_ORIGINS too, and nothing else', () => {
    expect(withLoopbackAliases(['http://127.0.0.1:4000', 'https://example.ge'])).toEqual([
      'http://127.0.0.1:4000',
      'http://localhost:4000',
      'http://[::1]:4000',
      'https://example.ge',
    ]);
  });
});

describe('saving a favourite with the session cookie on WEB_PORT=13000', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // PUBLIC_WEB_URL blank counts as unset: the defaults follow WEB_PORT, as on `WEB_PORT=13000 npm start`.
    ctx = await createTestContext({ WEB_PORT: '13000', PUBLIC_WEB_URL: '' });
  });
  afterAll(() => ctx.close());

  for (const origin of ['http://localhost:13000', 'http://127.0.0.1:13000']) {
    it(`works from ${origin}`, async () => {
      const user = await registerUser(ctx.app);
      const listing = await createListing(ctx.app, user);
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/properties/${listing.id}/save`,
        cookies: { sakhli_session: user.token },
        headers: { origin },
      });
      expect(response.statusCode, response.body).toBe(200);
    });
  }

  it('is still refused from another origin', async () => {
    const user = await registerUser(ctx.app);
    const listing = await createListing(ctx.app, user);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/save`,
      cookies: { sakhli_session: user.token },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(403);
  });
});
