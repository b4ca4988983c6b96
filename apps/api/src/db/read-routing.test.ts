import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, createTestContext, registerUser, type TestContext } from '../test/harness';
import { openDatabase, queryRows, type Database } from './client';
import { createReadRouter, lsnValue } from './read-routing';

describe('read routing', () => {
  it('orders WAL positions as numbers, not as text', () => {
    expect(lsnValue('0/10') > lsnValue('0/F')).toBe(true);
    expect(lsnValue('1/0') > lsnValue('0/FFFFFFFF')).toBe(true);
  });

  describe('with a replica', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      // This test is of read-your-writes itself: reads must not wait for the replica first.
      ctx = await createTestContext({}, { readsSeeEveryWrite: false });
    });
    afterAll(() => ctx.close());

    it.runIf(process.env.TEST_REPLICA === '1')(
      'reads public listings from the replica, and a write at once after is seen',
      async () => {
        expect(ctx.database.readDb).toBeDefined();
        const [standby] = await queryRows<{ standby: boolean }>(
          ctx.database.readDb!,
          sql`select pg_is_in_recovery() as standby`,
        );
        expect(standby?.standby).toBe(true);
        const user = await registerUser(ctx.app);
        for (let round = 0; round < 20; round += 1) {
          const created = await createListing(ctx.app, user, { title_en: `Round ${round}` });
          const read = await ctx.app.inject({ url: `/api/properties/${created.id}` });
          expect(read.statusCode).toBe(200);
        }
        const ready = await ctx.app.inject({ url: '/api/ready' });
        expect(ready.json().checks.replica).toBe('ok');
      },
    );
  });

  describe('when the replica fails', () => {
    let ctx: TestContext;
    let unreachable: Database | undefined;
    beforeAll(async () => {
      ctx = await createTestContext();
    });
    afterAll(async () => {
      await unreachable?.close();
      await ctx.close();
    });

    it.runIf(process.env.TEST_DB === 'postgres')('falls back to the primary without an error', async () => {
      // A replica that refuses connections (nothing listens on port 1).
      const primaryUrl = new URL(process.env.TEST_DATABASE_URL!);
      const deadUrl = new URL(primaryUrl);
      deadUrl.port = '1';
      unreachable = await openDatabase({
        url: primaryUrl.toString(),
        readUrl: deadUrl.toString(),
        pgliteDir: '',
      });
      const fallbacks: unknown[] = [];
      const router = createReadRouter({
        primary: ctx.database.db,
        replica: unreachable.readDb,
        onFallback: (error) => fallbacks.push(error),
      });
      const user = await registerUser(ctx.app);
      await createListing(ctx.app, user);
      for (let round = 0; round < 5; round += 1) {
        const [row] = await router.read((db) =>
          queryRows<{ n: number }>(db, sql`select count(*)::int as n from properties`),
        );
        expect(row!.n).toBeGreaterThan(0);
      }
      expect(fallbacks.length).toBe(1);
      expect(router.replica).toBe('down');
    });

    it('lets a query error through rather than running it twice', async () => {
      const router = createReadRouter({ primary: ctx.database.db, replica: ctx.database.db });
      await expect(router.read((db) => db.execute(sql`select 1/0`))).rejects.toThrow();
    });
  });
});
