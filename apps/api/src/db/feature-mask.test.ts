import { FEATURES } from '@tbilisi/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './client';
import { everyFeatureHasABit, featureMask, FEATURE_MASK_ORDER } from './feature-mask';
import { createTestContext, type TestContext } from '../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('features_mask', () => {
  it('gives every catalogue code a bit, each its own', () => {
    expect(everyFeatureHasABit()).toBe(true);
    expect(new Set(FEATURE_MASK_ORDER).size).toBe(FEATURE_MASK_ORDER.length);
    expect(FEATURE_MASK_ORDER.length).toBeLessThanOrEqual(31); // a positive integer column
    expect(featureMask(['elevator', 'pool'])).toBe(1 | (1 << 11));
    expect(featureMask(['no_such_code'])).toBeUndefined();
  });

  it('is computed by PostgreSQL as the api computes it, code by code', async () => {
    const rows = await queryRows<{ code: string; mask: number }>(
      ctx.database.db,
      sql`select code, search_feature_mask(array[code]) as mask
          from unnest(${sql.param(FEATURES)}::text[]) as code`,
    );
    expect(rows.map(({ code, mask }) => [code, Number(mask)])).toEqual(
      FEATURES.map((code) => [code, featureMask([code])]),
    );
    const [all] = await queryRows<{ mask: number }>(
      ctx.database.db,
      sql`select search_feature_mask(${sql.param(['balcony', 'elevator', 'unknown'])}::text[]) as mask`,
    );
    expect(Number(all!.mask)).toBe(featureMask(['balcony', 'elevator']));
  });
});
