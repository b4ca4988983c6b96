import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, createTestContext, registerUser, type TestContext } from '../test/harness';
import { queryRows } from './client';

/**
 * Migration 0007_one_catalogue on listings as they stood before it: the two amenity tables of 0001 are put back and
 * filled, then the migration's own statements run, on PGlite and on PostgreSQL alike.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const run = (text: string) => ctx.database.db.execute(sql.raw(text));

async function applyMigration() {
  const file = path.join(import.meta.dirname, 'migrations', '0007_one_catalogue.sql');
  for (const statement of (await fs.readFile(file, 'utf8')).split('--> statement-breakpoint')) {
    await run(statement);
  }
}

describe('0007_one_catalogue', () => {
  it("moves each listing's amenities into its features, none twice, and drops the amenity tables", async () => {
    const owner = await registerUser(ctx.app);
    const both = await createListing(ctx.app, owner, { features: ['balcony', 'elevator'] });
    const amenitiesOnly = await createListing(ctx.app, owner, { features: [] });
    const featuresOnly = await createListing(ctx.app, owner, { features: ['garage'] });

    // The catalogue as 0001 made it, with one code the contracts never listed.
    await run(`CREATE TABLE amenities (
      id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY, code text NOT NULL UNIQUE, name text NOT NULL,
      name_en text, name_ru text, description text NOT NULL DEFAULT '', description_en text, description_ru text)`);
    await run(`CREATE TABLE property_amenities (
      property_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
      amenity_id integer NOT NULL REFERENCES amenities(id) ON DELETE CASCADE,
      PRIMARY KEY (property_id, amenity_id))`);
    await run(`INSERT INTO amenities (code, name) VALUES
      ('air_conditioning', 'კონდიციონერი'), ('elevator', 'ლიფტი'), ('internet', 'ინტერნეტი'), ('sauna', 'საუნა')`);
    const link = (propertyId: number, code: string) =>
      run(`INSERT INTO property_amenities (property_id, amenity_id)
           SELECT ${propertyId}, id FROM amenities WHERE code = '${code}'`);
    await link(both.id, 'elevator');
    await link(both.id, 'internet');
    await link(amenitiesOnly.id, 'elevator');
    await link(amenitiesOnly.id, 'air_conditioning');
    await link(amenitiesOnly.id, 'sauna');

    await applyMigration();

    const featuresOf = async (id: number) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json().features;
    expect(await featuresOf(both.id)).toEqual(['balcony', 'elevator', 'internet']);
    expect(await featuresOf(amenitiesOnly.id)).toEqual(['air_conditioning', 'elevator', 'sauna']);
    expect(await featuresOf(featuresOnly.id)).toEqual(['garage']);

    // The elevator filter finds the listings whose lift was an amenity before.
    const found = await ctx.app.inject({ method: 'GET', url: '/api/properties/search?features=elevator' });
    expect(
      found
        .json()
        .map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([both.id, amenitiesOnly.id].sort());

    const [tables] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from information_schema.tables where table_name in ('amenities', 'property_amenities')`,
    );
    expect(tables!.n).toBe(0);
  });
});
