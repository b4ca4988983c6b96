import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cornerBuildings } from '../../db/schema';
import {
  createListing,
  createTestContext,
  errorDetail,
  registerModerator,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/harness';

// Decision 026: moderators keep the table of corner buildings by hand too (/moderation/corners).

let ctx: TestContext;
let moderator: TestUser;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  moderator = await registerModerator(ctx, { first_name: 'Tamar', last_name: 'Moderator' });
  owner = await registerUser(ctx.app);
});
afterAll(() => ctx.close());

const corner = {
  street_id: 'abashidze-street',
  house: '40',
  other_street_id: 'paliashvili-street',
  other_house: '15A',
};
const asQuery = (values: Record<string, string>) => new URLSearchParams(values).toString();
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user: TestUser | null, payload?: object) =>
  ctx.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });

/** Whether the check of a listing at one address of the corner finds the listing at the other as one building. */
async function sameBuilding(listingId: number, otherId: number): Promise<boolean> {
  const { matches } = (await call('GET', `/api/properties/${listingId}/duplicates`, null)).json();
  const match = matches.find((m: { id: number }) => m.id === otherId);
  return /one corner building/.test(
    match?.reasons.find((r: { code: string }) => r.code === 'same_address')?.detail ?? '',
  );
}

describe('corner buildings kept by moderators', () => {
  it('adds a corner both ways, lists it once, and the check treats the two addresses as one building', async () => {
    expect((await call('GET', '/api/moderation/corners', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/moderation/corners', owner, corner)).statusCode).toBe(403);

    const facts = { urban_area: 'vake', floor: 3, total_floors: 6, square_feet: 78, rooms: 3, bedrooms: 2 };
    const onAbashidze = await createListing(ctx.app, owner, { ...facts, address: 'აბაშიძის ქ. 40' });
    const onPaliashvili = await createListing(ctx.app, await registerUser(ctx.app, { role: 'agent' }), {
      ...facts,
      address: 'Paliashvili St. 15a',
      description: 'Three-room flat on a corner, agency listing.',
    });
    expect(await sameBuilding(onPaliashvili.id, onAbashidze.id)).toBe(false);

    const added = await call('POST', '/api/moderation/corners', moderator, corner);
    expect(added.statusCode, added.body).toBe(201);
    // Adding it again changes nothing.
    expect((await call('POST', '/api/moderation/corners', moderator, corner)).statusCode).toBe(201);
    const rows = await ctx.database.db.select().from(cornerBuildings);
    expect(
      rows.map((row) => `${row.streetId} ${row.house} = ${row.otherStreetId} ${row.otherHouse}`).sort(),
    ).toEqual([
      'abashidze-street 40 = paliashvili-street 15a',
      'paliashvili-street 15a = abashidze-street 40',
    ]);
    const list = (await call('GET', '/api/moderation/corners', moderator)).json();
    expect(list.items).toEqual([
      expect.objectContaining({ ...corner, other_house: '15a', confirmed_by: 'Tamar Moderator' }),
    ]);
    expect(await sameBuilding(onPaliashvili.id, onAbashidze.id)).toBe(true);

    // Removed (named from either side), the two addresses are two buildings again; a second removal finds nothing.
    const reversed = {
      street_id: 'paliashvili-street',
      house: '15a',
      other_street_id: 'abashidze-street',
      other_house: '40',
    };
    const removed = await call('DELETE', `/api/moderation/corners?${asQuery(reversed)}`, moderator);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await ctx.database.db.select().from(cornerBuildings)).toEqual([]);
    expect(await sameBuilding(onPaliashvili.id, onAbashidze.id)).toBe(false);
    expect((await call('DELETE', `/api/moderation/corners?${asQuery(reversed)}`, moderator)).statusCode).toBe(
      404,
    );
  });

  it('names the field of a street outside the taxonomy, a corner of one street, or a house that is no number', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...corner, street_id: 'nowhere-street' }, 'street_id'],
      [{ ...corner, other_street_id: corner.street_id }, 'other_street_id'],
      [{ ...corner, house: 'corner' }, 'house'],
      [{ ...corner, other_house: '0' }, 'other_house'],
    ];
    for (const [body, field] of cases) {
      const refused = await call('POST', '/api/moderation/corners', moderator, body);
      expect(refused.statusCode, field).toBe(422);
      expect(errorDetail(refused).map((entry) => entry.loc.at(-1))).toEqual([field]);
    }
    const { house: _, ...withoutHouse } = corner;
    const refused = await call('DELETE', `/api/moderation/corners?${asQuery(withoutHouse)}`, moderator);
    expect(refused.statusCode).toBe(422);
    expect(errorDetail(refused).map((entry) => entry.loc.at(-1))).toEqual(['house']);
  });
});
