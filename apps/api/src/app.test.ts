import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/harness';
import { ConfigError, loadConfig } from './config';
import { sql } from 'drizzle-orm';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('service', () => {
  it('answers health once migrations ran', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves the Tbilisi taxonomy with names in three languages', async () => {
    const districts = (await ctx.app.inject({ method: 'GET', url: '/api/locations' })).json();
    expect(districts).toHaveLength(6);
    const vake = districts
      .flatMap((d: { neighbourhoods: unknown[] }) => d.neighbourhoods)
      .find((n: { slug: string }) => n.slug === 'vake');
    expect(vake).toMatchObject({ name_en: 'Vake', name_ka: 'ვაკე', name_ru: 'Ваке' });
  });

  it('publishes OpenAPI 3.1 with every call of docs/product/api.md#the-calls and a docs page', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(spec.openapi).toBe('3.1.0');
    const paths = Object.keys(spec.paths);
    for (const path of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/auth/logout',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/auth/verify-email',
      '/api/auth/me',
      '/api/properties',
      '/api/properties/count',
      '/api/properties/search',
      '/api/properties/search/count',
      '/api/properties/{id}',
      '/api/properties/my-properties',
      '/api/properties/saved',
      '/api/properties/{id}/view',
      '/api/properties/{id}/save',
      '/api/properties/{id}/toggle-save',
      '/api/properties/{id}/is-saved',
      '/api/properties/{id}/images',
      '/api/properties/upload-images',
      '/api/upload/images',
      '/api/upload/images/{name}',
      '/api/reports',
      '/api/contact',
      '/api/locations',
      '/api/health',
    ]) {
      expect(paths, path).toContain(path);
    }
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBeLessThan(400);
  });

  it('sets security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('config', () => {
  it('stops with a message naming a bad variable', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ EXCHANGE_RATE_USD_GEL: '-1' })).toThrow(/EXCHANGE_RATE_USD_GEL/);
  });

  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8000, exchangeRateUsdGel: 2.71, databaseUrl: undefined });
  });
});

describe('database connection loss', () => {
  it.skipIf(process.env.TEST_DB !== 'postgres')('survives the server cutting idle connections', async () => {
    const { default: pg } = await import('pg');
    const own = await ctx.app.inject({ method: 'GET', url: '/api/properties/count' });
    expect(own.statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const database = (
      (await ctx.database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows[0]!.name;
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await ctx.app.inject({ method: 'GET', url: '/api/properties/count' });
    expect(after.statusCode).toBe(200);
  });
});
