import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cornerBuildings, users } from '../../db/schema';
import {
  createListing,
  createTestContext,
  listingInput,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/harness';
import { flatPhoto, uploadPhotos } from '../../test/photos';

// Decision 026: a flat's sale and rental are two offers of one property; a corner house is one building at two
// addresses, learned from a moderator's confirmation.

let ctx: TestContext;
let owner: TestUser;
let agent: TestUser;
let moderator: TestUser;

/** Photos from seeds, uploaded as `user`, as a listing's images. */
async function upload(user: TestUser, seeds: number[]): Promise<{ image_url: string }[]> {
  const photos = await Promise.all(seeds.map(flatPhoto));
  return (await uploadPhotos(ctx.app, user, photos)).map((image_url) => ({ image_url }));
}

const post = (user: TestUser, input: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: user.auth,
    payload: listingInput(input),
  });
const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).json();
const ids = (items: { id: number }[]) => items.map((item) => item.id);

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await registerUser(ctx.app);
  agent = await registerUser(ctx.app, { role: 'agent' });
  moderator = await registerUser(ctx.app);
  await ctx.database.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.id));
});
afterAll(() => ctx.close());

describe('a flat for sale and for rent', () => {
  const flat = {
    address: 'ბახტრიონის ქ. 14',
    urban_area: 'saburtalo',
    floor: 6,
    total_floors: 11,
    square_feet: 74,
    rooms: 3,
    bedrooms: 2,
  };

  it("groups an owner's rental of their flat for sale as its other offer, and each deal's search finds it", async () => {
    const sale = await createListing(ctx.app, owner, {
      ...flat,
      rent_amount: 135000,
      description: 'ბინა ბახტრიონზე, 74 მ², ორი საძინებელი, მზიანი აივანი და ახალი რემონტი.',
      images: await upload(owner, [71, 72, 73]),
    });
    // The same photos and text, another deal: not a repeat (409), another offer of the flat.
    const rental = await post(owner, {
      ...flat,
      listing_type: 'rent',
      rent_amount: 1400,
      currency: 'GEL',
      description: 'ბინა ბახტრიონზე, 74 მ², ორი საძინებელი, მზიანი აივანი და ახალი რემონტი.',
      images: await upload(owner, [71, 72, 73]),
    });
    expect(rental.statusCode, rental.body).toBe(201);
    expect(rental.json().offers_count).toBe(2);

    // Each deal's search shows its own offer, once.
    const forSale = await get('/api/properties/search?listing_type=sale&limit=100');
    const forRent = await get('/api/properties/search?listing_type=rent&limit=100');
    expect(ids(forSale)).toContain(sale.id);
    expect(ids(forSale)).not.toContain(rental.json().id);
    expect(ids(forRent)).toContain(rental.json().id);
    expect(ids(forRent)).not.toContain(sale.id);

    // The sale's page names the rental among its offers, with its deal.
    const page = await get(`/api/properties/${sale.id}`);
    expect(page.offers).toEqual([expect.objectContaining({ id: rental.json().id, listing_type: 'rent' })]);
    const reasons = (await get(`/api/properties/${sale.id}/duplicates`)).matches[0].reasons.map(
      (reason: { code: string }) => reason.code,
    );
    expect(reasons).toEqual(expect.arrayContaining(['different_deal_type', 'same_photos']));

    // A second rental of it by the same owner is a repeat of the rental.
    const again = await post(owner, {
      ...flat,
      listing_type: 'rent',
      rent_amount: 1350,
      currency: 'GEL',
      images: await upload(owner, [71, 72, 73]),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().duplicate_of).toBe(rental.json().id);
  });

  it("keeps an agent's rental apart from a flat for sale in the building when nothing names the flat", async () => {
    const sale = await createListing(ctx.app, owner, {
      ...flat,
      address: 'ცინცაძის ქ. 9',
      rent_amount: 140000,
      description: 'გაიყიდება ბინა ცინცაძეზე, 74 მ², ორი საძინებელი და ფართო მისაღები.',
    });
    // The same building, floor, area and rooms (a flat of the same plan could have all of them), its own text.
    const rental = await post(agent, {
      ...flat,
      address: 'Tsintsadze st. 9',
      listing_type: 'rent',
      rent_amount: 1500,
      currency: 'GEL',
      description: 'Flat for rent near the metro, furnished, call the agency to view it any day.',
      description_en: null,
    });
    expect(rental.statusCode, rental.body).toBe(201);
    expect(rental.json().offers_count).toBe(1);
    expect((await get(`/api/properties/${sale.id}`)).offers).toEqual([]);
  });
});

describe('a corner building', () => {
  it('learns two addresses of one building from a moderator and finds the flats of either address', async () => {
    const facts = { urban_area: 'vake', floor: 4, total_floors: 8, square_feet: 92, rooms: 4, bedrooms: 3 };
    const onPaliashvili = await createListing(ctx.app, owner, {
      ...facts,
      address: 'ფალიაშვილის ქ. 2',
      rent_amount: 240000,
      description: 'ოთხოთახიანი ბინა ვაკეში, კუთხის სახლში, 92 მ², მაღალი ჭერით.',
    });
    // An agent posts it under the corner's other street, with their own text and no photos: two streets, no group.
    const onChavchavadze = await post(agent, {
      ...facts,
      address: 'Chavchavadze Ave. 37',
      rent_amount: 235000,
      description: 'Four-room flat on the corner, high ceilings, agency listing, viewing any day.',
      description_en: null,
    });
    expect(onChavchavadze.statusCode, onChavchavadze.body).toBe(201);
    expect(onChavchavadze.json().offers_count).toBe(1);

    const decision = await ctx.app.inject({
      method: 'POST',
      url: '/api/moderation/duplicates/decisions',
      headers: moderator.auth,
      payload: { property_id: onPaliashvili.id, other_id: onChavchavadze.json().id, decision: 'confirmed' },
    });
    expect(decision.statusCode, decision.body).toBe(200);
    const corners = await ctx.database.db.select().from(cornerBuildings);
    expect(
      corners.map((row) => `${row.streetId} ${row.house} = ${row.otherStreetId} ${row.otherHouse}`).sort(),
    ).toEqual([
      'chavchavadze-avenue 37 = paliashvili-street 2',
      'paliashvili-street 2 = chavchavadze-avenue 37',
    ]);

    // Another agent's listing of the flat at the other address, in Russian, is now in the same building.
    const other = await registerUser(ctx.app, { role: 'agent' });
    const third = await post(other, {
      ...facts,
      address: 'ул. Палиашвили 2',
      rent_amount: 238000,
      description: 'Квартира в углу квартала, четыре комнаты, звоните агенту.',
      description_en: null,
    });
    expect(third.statusCode, third.body).toBe(201);
    const matches = (await get(`/api/properties/${third.json().id}/duplicates`)).matches;
    const match = matches.find((m: { id: number }) => m.id === onChavchavadze.json().id);
    expect(match?.reasons.find((r: { code: string }) => r.code === 'same_address')?.detail).toMatch(
      /one corner building/,
    );
  });

  it('keeps two flats of a corner building apart when nothing names the flat', async () => {
    const facts = { urban_area: 'vake', total_floors: 8, square_feet: 92, rooms: 4, bedrooms: 3 };
    const upstairs = await post(agent, {
      ...facts,
      floor: 7,
      address: 'ჭავჭავაძის გამზ. 37',
      rent_amount: 250000,
      description: 'Corner flat upstairs with a view of the avenue, agency listing.',
      description_en: null,
    });
    expect(upstairs.statusCode, upstairs.body).toBe(201);
    const matches = (await get(`/api/properties/${upstairs.json().id}/duplicates`)).matches;
    expect(matches.filter((m: { score: number }) => m.score >= 0.25)).toEqual([]);
    expect(upstairs.json().offers_count).toBe(1);
  });
});
