import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, users } from '../../db/schema';
import {
  createTestContext,
  errorDetail,
  listingInput,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/harness';

/**
 * The flat's own identity (unit cadastral code, flat number): taken by the form, private to its poster and
 * moderators, and the strongest evidence the duplicate check has of one flat or of two (docs/duplicates.md).
 */
let ctx: TestContext;
let owner: TestUser;
let secondOwner: TestUser;
let agent: TestUser;
let otherAgent: TestUser;
let moderator: TestUser;

const UNIT = '01.14.12.009.201.01.012';
const PRIVATE_KEYS = ['unit_cadastral_code', 'flat_number', 'show_cadastral_code'];

const post = (user: TestUser, input: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/properties', headers: user.auth, payload: input });
const read = (id: number, user?: TestUser) =>
  ctx.app.inject({ method: 'GET', url: `/api/properties/${id}`, headers: user?.auth ?? {} });

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await registerUser(ctx.app);
  secondOwner = await registerUser(ctx.app);
  agent = await registerUser(ctx.app, { role: 'agent' });
  otherAgent = await registerUser(ctx.app, { role: 'agent' });
  moderator = await registerUser(ctx.app);
  await ctx.database.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.id));
});
afterAll(() => ctx.close());

describe('the unit identity in the listing form', () => {
  it('is kept, shown to the poster and moderators, and never to visitors', async () => {
    const created = await post(owner, listingInput({ unit_cadastral_code: UNIT, flat_number: '12' }));
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({
      unit_cadastral_code: UNIT,
      flat_number: '12',
      show_cadastral_code: false,
    });

    for (const viewer of [owner, moderator]) {
      expect((await read(id, viewer)).json()).toMatchObject({ unit_cadastral_code: UNIT, flat_number: '12' });
    }
    for (const viewer of [undefined, agent, secondOwner]) {
      const answer = (await read(id, viewer)).json();
      for (const key of PRIVATE_KEYS) expect(answer).not.toHaveProperty(key);
      expect(JSON.stringify(answer)).not.toContain('201.01.012');
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/properties?limit=100' });
    expect(JSON.stringify(list.json())).not.toContain('201.01.012');
    for (const card of list.json()) for (const key of PRIVATE_KEYS) expect(card).not.toHaveProperty(key);
    // Searches match the search text: the unit code is not in it.
    const [row] = await ctx.database.db
      .select({ searchText: properties.searchText })
      .from(properties)
      .where(eq(properties.id, id));
    expect(row!.searchText).not.toContain('20101012');

    // The poster may show the unit code; the flat number stays theirs.
    const shown = await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${id}`,
      headers: owner.auth,
      payload: { show_cadastral_code: true, flat_number: '12ა' },
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ show_cadastral_code: true, flat_number: '12ა' });
    const visitor = (await read(id)).json();
    expect(visitor.unit_cadastral_code).toBe(UNIT);
    expect(visitor).not.toHaveProperty('flat_number');
    expect(visitor).not.toHaveProperty('show_cadastral_code');
    // Cleared on edit with a blank.
    const cleared = await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${id}`,
      headers: owner.auth,
      payload: { unit_cadastral_code: '', flat_number: null },
    });
    expect(cleared.json()).toMatchObject({ unit_cadastral_code: null, flat_number: null });
  });

  it('refuses what is not a unit code or a flat number with a field error', async () => {
    const parcelOnly = await post(owner, listingInput({ unit_cadastral_code: '01.14.12.009.201' }));
    expect(parcelOnly.statusCode).toBe(422);
    expect(errorDetail(parcelOnly)[0]!.loc).toEqual(['body', 'unit_cadastral_code']);
    const words = await post(owner, listingInput({ unit_cadastral_code: 'flat twelve, 01.14.12.009' }));
    expect(words.statusCode).toBe(422);
    const flat = await post(owner, listingInput({ flat_number: 'the top one' }));
    expect(flat.statusCode).toBe(422);
    expect(errorDetail(flat)[0]!.loc).toEqual(['body', 'flat_number']);
    const show = await post(owner, listingInput({ show_cadastral_code: 'maybe' }));
    expect(show.statusCode).toBe(422);
  });
});

describe('the duplicate check on the unit identity', () => {
  const building = (overrides: Record<string, unknown>) =>
    listingInput({ address: 'ჭავჭავაძის გამზ. 301', floor: 5, square_feet: 85, rooms: 3, ...overrides });
  const offersOf = async (id: number) => (await read(id)).json().offers_count as number;

  it('groups one flat by its unit code whatever else the re-post changed, and keeps other flat numbers apart', async () => {
    const own = await post(
      owner,
      building({ unit_cadastral_code: '01.14.12.009.301.01.012', flat_number: '12' }),
    );
    expect(own.statusCode).toBe(201);
    const ownId = own.json().id as number;

    // An agent's re-post in another script, the area retyped 9 % off and the floor counted the other way: the facts
    // alone would not do, the unit code does.
    const repost = await post(
      agent,
      building({
        address: 'Chavchavadze Ave. 301',
        title: 'Flat for sale',
        description: 'Renovated flat, three rooms.',
        square_feet: 93,
        floor: 4,
        unit_cadastral_code: '01 14 12 009 301 01 012',
      }),
    );
    expect(repost.statusCode).toBe(201);
    expect(await offersOf(ownId)).toBe(2);

    // The flat across the landing: the same facts, another flat number.
    const neighbour = await post(otherAgent, building({ flat_number: '14' }));
    expect(neighbour.statusCode).toBe(201);
    const neighbourId = neighbour.json().id as number;
    expect(await offersOf(neighbourId)).toBe(1);
    expect(await offersOf(ownId)).toBe(2);

    // A second private owner (a spouse's account) naming the same unit joins it.
    const spouse = await post(secondOwner, building({ unit_cadastral_code: '01.14.12.009.301.01.012' }));
    expect(spouse.statusCode).toBe(201);
    expect(await offersOf(ownId)).toBe(3);
  });

  it('before publishing, neither uses nor reveals other listings’ flat numbers', async () => {
    const own = await post(owner, building({ address: 'ჭავჭავაძის გამზ. 302', flat_number: '7' }));
    expect(own.statusCode).toBe(201);
    const check = async (flat: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/properties/check-duplicates',
          headers: agent.auth,
          payload: building({ address: 'ჭავჭავაძის გამზ. 302', flat_number: flat }),
        })
      ).json();
    const [right, wrong] = [await check('7'), await check('8')];
    expect(right).toEqual(wrong);
    expect(JSON.stringify(right)).not.toMatch(/flat number|flats? \d/);
  });
});
