import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cornerBuildings,
  mediaFiles,
  photoFingerprints,
  properties,
  propertyImages,
  users,
} from '../../db/schema';
import {
  createListing,
  createTestContext,
  listingInput,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/harness';
import { flatPhoto, uploadPhotos } from '../../test/photos';
import { addressKeyText } from '../../lib/address-key';
import { photoHashBands } from '../media/photo-fingerprint';
import { findDuplicates, typesRuledOut, type DuplicateSubject } from './find-duplicates';
import { FINGERPRINT_LENGTH } from '../media/photo-fingerprint';

let ctx: TestContext;
let owner: TestUser;
let agent: TestUser;
let moderator: TestUser;

const upload = (user: TestUser, photos: Buffer[]) => uploadPhotos(ctx.app, user, photos);

const post = (user: TestUser, input: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/properties', headers: user.auth, payload: input });
const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).json();

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await registerUser(ctx.app);
  agent = await registerUser(ctx.app, { role: 'agent' });
  moderator = await registerUser(ctx.app);
  await ctx.database.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.id));
});
afterAll(() => ctx.close());

describe('one property, one listing', () => {
  const flat = {
    address: 'ჭავჭავაძის გამზ. 101',
    cadastral_code: '01.14.12.009.101.01.505',
    floor: 7,
    total_floors: 14,
    square_feet: 96,
    rooms: 4,
    bedrooms: 3,
  };

  it('refuses the same flat posted twice by one poster, with a link to the first, and saves nothing', async () => {
    const first = await createListing(ctx.app, owner, flat);
    const mine = async () =>
      (await ctx.app.inject({ url: '/api/properties/my-properties', headers: owner.auth })).json();
    const before = (await mine()).length;

    const again = await post(
      owner,
      listingInput({ ...flat, address: '101 Chavchavadze Ave', rent_amount: 149000 }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', duplicate_of: first.id });
    expect(typeof again.json().detail).toBe('string');
    expect((await mine()).length).toBe(before);
  });

  it("groups another poster's listing of the flat, shows the group once with its best offer", async () => {
    const [ownerListing] = await get(`/api/properties/search?query=${encodeURIComponent('ჭავჭავაძის 101')}`);
    const countBefore = (await get('/api/properties/search/count?listing_type=sale')).total_count;

    const response = await post(
      agent,
      listingInput({ ...flat, address: 'просп. Чавчавадзе 101', square_feet: 95, rent_amount: 139000 }),
    );
    expect(response.statusCode).toBe(201);
    const agentListing = response.json();
    expect(agentListing.offers_count).toBe(2);

    // Search: one card, the cheaper offer, counted once.
    expect((await get('/api/properties/search/count?listing_type=sale')).total_count).toBe(countBefore);
    const results = await get('/api/properties/search?listing_type=sale&limit=100');
    const shown = results.filter((item: { id: number }) =>
      [ownerListing.id, agentListing.id].includes(item.id),
    );
    expect(shown.map((item: { id: number }) => item.id)).toEqual([agentListing.id]);
    expect(shown[0].offers_count).toBe(2);

    // Either page lists the other offer; the api says why they are one property.
    const page = await get(`/api/properties/${agentListing.id}`);
    expect(page.offers).toEqual([
      expect.objectContaining({
        id: ownerListing.id,
        poster_role: 'owner',
        rent_amount: ownerListing.rent_amount,
      }),
    ]);
    const duplicates = await get(`/api/properties/${ownerListing.id}/duplicates`);
    expect(duplicates.matches).toEqual([expect.objectContaining({ id: agentListing.id })]);
    const codes = duplicates.matches[0].reasons.map((reason: { code: string }) => reason.code);
    expect(codes).toContain('same_cadastral_code');
  });

  it('keeps another flat in the same building as its own card', async () => {
    const neighbour = await createListing(ctx.app, agent, {
      address: 'ჭავჭავაძის გამზ. 101',
      floor: 3,
      total_floors: 14,
      square_feet: 61,
      rooms: 2,
      bedrooms: 1,
    });
    expect(neighbour.offers_count).toBe(1);
    expect((await get(`/api/properties/${neighbour.id}/duplicates`)).matches).toEqual([]);
  });

  it("groups an agent's re-post with its own text, a rounded area and no photos when one listed flat fits", async () => {
    const building = { urban_area: 'vake', floor: 5, total_floors: 9, rooms: 3, bedrooms: 2 };
    const first = await createListing(ctx.app, owner, {
      ...building,
      address: 'აბაშიძის ქ. 40',
      square_feet: 83,
      rent_amount: 210000,
      description: 'გაყიდვაში ბინა, 82.6 მ², ახალი რემონტით, ეზოში პარკინგით და სათავსოთი.',
    });
    const repost = await post(
      agent,
      listingInput({
        ...building,
        address: 'Abashidze st. 40',
        square_feet: 80,
        rent_amount: 199000,
        description: 'Квартира 80 м² у парка, звоните агенту, покажем в любое время.',
        description_en: null,
      }),
    );
    expect(repost.statusCode, repost.body).toBe(201);
    expect(repost.json().offers_count).toBe(2);
    const matches = (await get(`/api/properties/${first.id}/duplicates`)).matches;
    expect(matches.map((match: { id: number }) => match.id)).toEqual([repost.json().id]);
  });

  it("finds an agent's re-post that leaves the house number out, by its street, either way round", async () => {
    const facts = { urban_area: 'vake', floor: 6, total_floors: 10, rooms: 4, bedrooms: 3, square_feet: 118 };
    const first = await createListing(ctx.app, owner, {
      ...facts,
      address: 'კოსტავას ქ. 63',
      rent_amount: 320000,
    });
    const repost = await post(
      agent,
      listingInput({ ...facts, address: 'Kostava street, Tbilisi', square_feet: 115, rent_amount: 305000 }),
    );
    expect(repost.statusCode, repost.body).toBe(201);
    expect(repost.json().offers_count).toBe(2);

    // The agent first, without a house number; the owner's listing with one finds it.
    const early = await post(
      agent,
      listingInput({
        ...facts,
        address: 'ул. Марджанишвили',
        floor: 2,
        square_feet: 74,
        rooms: 3,
        rent_amount: 190000,
      }),
    );
    expect(early.statusCode, early.body).toBe(201);
    const late = await post(
      owner,
      listingInput({
        ...facts,
        address: 'მარჯანიშვილის ქ. 21',
        floor: 2,
        square_feet: 75,
        rooms: 3,
        rent_amount: 195000,
      }),
    );
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json().offers_count).toBe(2);
    expect((await get(`/api/properties/${first.id}`)).offers_count).toBe(2);
  });

  it("keeps two owners' flats of one plan apart, and an agent's listing that fits both waits for a moderator", async () => {
    const plan = {
      address: 'ყაზბეგის გამზ. 77',
      urban_area: 'vake',
      floor: 4,
      total_floors: 12,
      rooms: 2,
      bedrooms: 1,
    };
    const neighbour = await registerUser(ctx.app);
    const flatA = await createListing(ctx.app, owner, { ...plan, square_feet: 64, rent_amount: 150000 });
    const flatB = await post(neighbour, listingInput({ ...plan, square_feet: 65, rent_amount: 152000 }));
    expect(flatB.statusCode, flatB.body).toBe(201);
    expect(flatB.json().offers_count).toBe(1);

    // A room more and the floor left out: a re-post by its facts, though it scores below the review queue's bar.
    const agents = await post(
      agent,
      listingInput({
        ...plan,
        address: 'Kazbegi ave 77',
        floor: null,
        rooms: 3,
        square_feet: 64,
        rent_amount: 151000,
      }),
    );
    expect(agents.statusCode, agents.body).toBe(201);
    expect(agents.json().offers_count).toBe(1);
    expect((await get(`/api/properties/${flatA.id}`)).offers_count).toBe(1);
    const review = (
      await ctx.app.inject({ method: 'GET', url: '/api/moderation/duplicates', headers: moderator.auth })
    ).json();
    const pairs = review.near_duplicates.map((pair: { property_id: number; other_id: number }) =>
      [pair.property_id, pair.other_id].sort((x, y) => x - y).join('-'),
    );
    expect(pairs).toEqual(
      expect.arrayContaining(
        [flatA.id, flatB.json().id].map((id) => [id, agents.json().id].sort((x, y) => x - y).join('-')),
      ),
    );
  });

  it('tells the poster before publishing that the property is already listed', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/properties/check-duplicates',
      headers: owner.auth,
      payload: { ...listingInput({ ...flat, address: 'Chavchavadze st. 101' }) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().matches.length).toBeGreaterThanOrEqual(2);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/properties/check-duplicates',
      headers: owner.auth,
      payload: { images: ['not-a-photo'] },
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('finds the same photos re-encoded and cropped under another spelling of the street', async () => {
    const photos = [await flatPhoto(11), await flatPhoto(12), await flatPhoto(13)];
    const original = await createListing(ctx.app, owner, {
      address: 'ფალიაშვილის ქ. 44',
      urban_area: 'vake',
      floor: 2,
      total_floors: 5,
      square_feet: 70,
      rooms: 3,
      images: (await upload(owner, photos)).map((image_url) => ({ image_url })),
    });
    const reposted = await Promise.all(
      photos.map(async (photo) => {
        const meta = await sharp(photo).metadata();
        return sharp(photo)
          .extract({ left: 30, top: 20, width: meta.width! - 60, height: meta.height! - 40 })
          .resize({ width: 640 })
          .modulate({ brightness: 1.1 })
          .jpeg({ quality: 60 })
          .toBuffer();
      }),
    );
    const copy = await post(
      agent,
      listingInput({
        address: 'Paliashvili street 44',
        urban_area: 'vake',
        floor: 2,
        total_floors: 5,
        square_feet: 71,
        rooms: 3,
        images: (await upload(agent, reposted)).map((image_url) => ({ image_url })),
      }),
    );
    expect(copy.statusCode).toBe(201);
    expect(copy.json().offers_count).toBe(2);
    const [match] = (await get(`/api/properties/${original.id}/duplicates`)).matches;
    expect(match.id).toBe(copy.json().id);
    expect(match.reasons.map((reason: { code: string }) => reason.code)).toContain('same_photos');
  });

  it('groups the same flat posted again from another private account with the same photos', async () => {
    const photos = [await flatPhoto(41), await flatPhoto(42), await flatPhoto(43)];
    const facts = {
      address: 'ვაჟა-ფშაველას გამზ. 16',
      urban_area: 'vake',
      floor: 3,
      total_floors: 9,
      rooms: 3,
    };
    const first = await createListing(ctx.app, owner, {
      ...facts,
      square_feet: 78,
      images: (await upload(owner, photos)).map((image_url) => ({ image_url })),
    });
    const spouse = await registerUser(ctx.app);
    const again = await post(
      spouse,
      listingInput({
        ...facts,
        address: 'Vazha-Pshavela ave 16',
        square_feet: 78,
        images: (await upload(spouse, photos)).map((image_url) => ({ image_url })),
      }),
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().offers_count).toBe(2);
    expect((await get(`/api/properties/${first.id}`)).offers_count).toBe(2);
  });

  it('lets a developer list same-plan flats of one building with the same renders, each as its own card', async () => {
    const developer = await registerUser(ctx.app, { role: 'developer' });
    const renders = [await flatPhoto(21), await flatPhoto(22), await flatPhoto(23)];
    // Each listing gets its own export of the same renders (other bytes, same pictures).
    const exportRenders = (quality: number) =>
      Promise.all(renders.map((render) => sharp(render).jpeg({ quality }).toBuffer()));
    let quality = 80;
    const unit = async (floor: number) =>
      post(
        developer,
        listingInput({
          address: 'Tsereteli ave 120',
          urban_area: 'didube',
          state: 'didube-chughureti',
          floor,
          total_floors: 16,
          square_feet: 64,
          rooms: 2,
          is_new_building: true,
          description: 'New building with a yard and parking, frame delivered.',
          images: (await upload(developer, await exportRenders(quality++))).map((image_url) => ({
            image_url,
          })),
        }),
      );
    const first = await unit(6);
    expect(first.statusCode, first.body).toBe(201);
    const second = await unit(6);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().offers_count).toBe(1);
    // The same flat again, named by its unit's cadastral code, is refused as for anyone.
    const coded = { cadastral_code: '01.12.14.005.020.01.061' };
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${first.json().id}`,
      headers: developer.auth,
      payload: coded,
    });
    const again = await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${second.json().id}`,
      headers: developer.auth,
      payload: coded,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().duplicate_of).toBe(first.json().id);
  });

  it('shows the remaining offer when the lead is deleted', async () => {
    const lead = await createListing(ctx.app, agent, {
      ...flat,
      cadastral_code: '01.10.10.001.001.01.012',
      address: 'Kazbegi ave 20',
      rent_amount: 90000,
    });
    const other = await post(
      owner,
      listingInput({
        ...flat,
        cadastral_code: '01.10.10.001.001.01.012',
        address: 'ყაზბეგის გამზ. 20',
        rent_amount: 95000,
      }),
    );
    expect(other.statusCode).toBe(201);
    const visible = async (id: number) =>
      (await get('/api/properties/search?query=kazbegi&limit=100')).some(
        (item: { id: number }) => item.id === id,
      );
    expect(await visible(lead.id)).toBe(true);
    expect(await visible(other.json().id)).toBe(false);
    await ctx.app.inject({ method: 'DELETE', url: `/api/properties/${lead.id}`, headers: agent.auth });
    expect(await visible(other.json().id)).toBe(true);
    expect((await get(`/api/properties/${other.json().id}`)).offers_count).toBe(1);
  });
});

describe('moderation', () => {
  it("lets a moderator review duplicates but not change another poster's listing", async () => {
    const listing = await createListing(ctx.app, owner, { address: 'Abashidze st 40' });
    const attempts = [
      { method: 'PUT' as const, url: `/api/properties/${listing.id}`, payload: { rent_amount: 1 } },
      { method: 'DELETE' as const, url: `/api/properties/${listing.id}` },
      {
        method: 'PUT' as const,
        url: `/api/properties/${listing.id}/images/order`,
        payload: { image_ids: [1] },
      },
    ];
    for (const attempt of attempts) {
      const response = await ctx.app.inject({ ...attempt, headers: moderator.auth });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
    }
    expect((await get(`/api/properties/${listing.id}`)).rent_amount).toBe(listing.rent_amount);
    const review = await ctx.app.inject({
      method: 'GET',
      url: '/api/moderation/duplicates',
      headers: moderator.auth,
    });
    expect(review.statusCode).toBe(200);
  });

  it('lets a moderator split a group and keeps the split', async () => {
    const a = await createListing(ctx.app, owner, {
      cadastral_code: '01.18.03.005.077.01.003',
      address: 'Pekini ave 5',
    });
    const b = (
      await post(
        agent,
        listingInput({ cadastral_code: '01.18.03.005.077.01.003', address: 'პეკინის გამზ. 5' }),
      )
    ).json();
    expect(b.offers_count).toBe(2);

    const forbidden = await ctx.app.inject({
      method: 'GET',
      url: '/api/moderation/duplicates',
      headers: owner.auth,
    });
    expect(forbidden.statusCode).toBe(403);
    const review = await ctx.app.inject({
      method: 'GET',
      url: '/api/moderation/duplicates',
      headers: moderator.auth,
    });
    expect(review.statusCode).toBe(200);
    const group = review
      .json()
      .groups.find((g: { listings: { id: number }[] }) => g.listings.some((l) => l.id === a.id));
    expect(group.listings.map((l: { id: number }) => l.id).sort()).toEqual([a.id, b.id].sort());

    const split = await ctx.app.inject({
      method: 'POST',
      url: '/api/moderation/duplicates/decisions',
      headers: moderator.auth,
      payload: { property_id: a.id, other_id: b.id, decision: 'split' },
    });
    expect(split.statusCode).toBe(200);
    expect((await get(`/api/properties/${a.id}`)).offers_count).toBe(1);
    // An edit does not undo the moderator's decision.
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${b.id}`,
      headers: agent.auth,
      payload: { rent_amount: 1 },
    });
    expect((await get(`/api/properties/${b.id}`)).offers_count).toBe(1);

    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/moderation/duplicates/decisions',
      headers: moderator.auth,
      payload: { property_id: a.id, other_id: b.id, decision: 'confirmed' },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await get(`/api/properties/${a.id}`)).offers_count).toBe(2);

    // A confirmed group holds through an edit that hides the evidence (another cadastral code, another floor).
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${b.id}`,
      headers: agent.auth,
      payload: { cadastral_code: '', floor: 2 },
    });
    expect(edit.statusCode).toBe(200);
    expect((await get(`/api/properties/${a.id}`)).offers_count).toBe(2);
  });
});

describe('the candidate lookup', () => {
  const flat = {
    state: 'vake-saburtalo',
    urbanArea: 'vake',
    propertyType: 'apartment',
    floor: 5,
    totalFloors: 9,
    squareFeet: 72,
    rooms: 3,
    bedrooms: 2,
  };

  /** Listings written straight to the table, as many as a busy street has; returns their ids. */
  async function insertListings(
    count: number,
    values: Partial<typeof properties.$inferInsert> & { address: string; listingType: string },
  ): Promise<number[]> {
    const rows = await ctx.database.db
      .insert(properties)
      .values(
        Array.from({ length: count }, (_, i) => ({
          ...flat,
          floor: 1 + (i % 20),
          ownerId: agent.id,
          title: `Listing ${i}`,
          city: 'Tbilisi',
          rentAmount: 150_000,
          ...values,
          addressKey: addressKeyText(values.address) || null,
        })),
      )
      .returning({ id: properties.id });
    return rows.map((row) => row.id);
  }

  async function attachPhotos(propertyId: number, fingerprints: string[]) {
    const names = fingerprints.map(() => randomBytes(16).toString('hex'));
    const db = ctx.database.db;
    await db
      .insert(mediaFiles)
      .values(names.map((name) => ({ name, width: 1280, height: 960, placeholder: '', variants: [] })));
    await db.insert(photoFingerprints).values(
      names.map((name, i) => ({
        name,
        fingerprint: fingerprints[i]!,
        bands: photoHashBands(fingerprints[i]!),
      })),
    );
    await db.insert(propertyImages).values(
      names.map((name, i) => ({
        propertyId,
        imageUrl: `/media/${name}/1280.webp`,
        mediaName: name,
        isPrimary: i === 0,
        orderIndex: i,
      })),
    );
  }

  const subject = (values: Partial<DuplicateSubject>): DuplicateSubject => ({
    ...flat,
    cadastralCode: null,
    address: null,
    addressKey: null,
    latitude: null,
    longitude: null,
    listingType: 'sale',
    rentAmount: 150_000,
    description: null,
    descriptionEn: null,
    descriptionRu: null,
    photoHashes: [],
    posterRole: 'owner',
    ...values,
    ...(values.address ? { addressKey: addressKeyText(values.address) || null } : {}),
  });

  it('leaves out only what the score rules out: another kind of property', () => {
    const forFlat = typesRuledOut('apartment');
    expect(forFlat).toEqual(expect.arrayContaining(['commercial', 'house', 'land_plot']));
    // A one-room flat is listed as a studio, a dacha as a house: those stay candidates of each other.
    expect(forFlat).not.toContain('studio');
    expect(typesRuledOut('house')).not.toContain('country_house');
    expect(typesRuledOut(null)).toEqual([]);
  });

  it("spends a busy building's limit on its own deal first, and a share on the other deals", async () => {
    const address = 'Abashidze street 31';
    // Written first, so a lookup that did not keep its deals apart would fill its limit with them.
    const rentals = await insertListings(60, { address, listingType: 'rent', rentAmount: 1_500 });
    const [sale] = await insertListings(1, { address, listingType: 'sale', floor: 5 });
    const matches = await findDuplicates(ctx.database.db, subject({ address }));
    expect(matches.map((match) => match.id)).toContain(sale);
    expect(matches.every((match) => match.score >= 0.2)).toBe(true);
    // The rentals were candidates too (a flat's rental may be the sale's other offer), but none names this flat.
    const rentalMatches = matches.filter((match) => rentals.includes(match.id));
    expect(rentalMatches.every((match) => !match.isDuplicate)).toBe(true);
  });

  it('keeps the cadastral and photo candidates when a street brings more than its limit', async () => {
    const address = 'Chavchavadze avenue 64';
    await insertListings(60, { address, listingType: 'sale' });
    const cadastralCode = '01.14.14.005.064.01.017';
    const [sameCode] = await insertListings(1, { address: '', listingType: 'sale', floor: 5, cadastralCode });
    const photos = [1, 2, 3].map(() => randomBytes(FINGERPRINT_LENGTH / 2).toString('hex'));
    const [samePhotos] = await insertListings(1, { address: '', listingType: 'sale', floor: 5 });
    await attachPhotos(samePhotos!, photos);

    const matches = await findDuplicates(
      ctx.database.db,
      subject({ address, cadastralCode, photoHashes: photos }),
    );
    const byId = new Map(matches.map((match) => [match.id, match]));
    expect(byId.get(sameCode!)?.reasons.map((reason) => reason.code)).toContain('same_cadastral_code');
    expect(byId.get(samePhotos!)?.reasons.map((reason) => reason.code)).toContain('same_photos');
    expect(byId.get(samePhotos!)?.isDuplicate).toBe(true);
  });
});

// Decision 026: a flat's sale and rental are two offers of one property; a corner house is one building at two
// addresses, learned from a moderator's confirmation.

/** Photos from seeds, uploaded as `user`, as a listing's images. */
async function images(user: TestUser, seeds: number[]): Promise<{ image_url: string }[]> {
  const urls = await upload(user, await Promise.all(seeds.map(flatPhoto)));
  return urls.map((image_url) => ({ image_url }));
}
const ids = (items: { id: number }[]) => items.map((item) => item.id);
const postListing = (user: TestUser, input: Record<string, unknown>) => post(user, listingInput(input));

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
      images: await images(owner, [71, 72, 73]),
    });
    // The same photos and text, another deal: not a repeat (409), another offer of the flat.
    const rental = await postListing(owner, {
      ...flat,
      listing_type: 'rent',
      rent_amount: 1400,
      currency: 'GEL',
      description: 'ბინა ბახტრიონზე, 74 მ², ორი საძინებელი, მზიანი აივანი და ახალი რემონტი.',
      images: await images(owner, [71, 72, 73]),
    });
    expect(rental.statusCode, rental.body).toBe(201);
    expect(rental.json().offers_count).toBe(2);

    // Each deal's search shows its own offer, once.
    const forSale = await get('/api/properties/search?listing_type=sale&urban_area=saburtalo&limit=100');
    const forRent = await get('/api/properties/search?listing_type=rent&urban_area=saburtalo&limit=100');
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
    const again = await postListing(owner, {
      ...flat,
      listing_type: 'rent',
      rent_amount: 1350,
      currency: 'GEL',
      images: await images(owner, [71, 72, 73]),
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
    const rental = await postListing(agent, {
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
    const onChavchavadze = await postListing(agent, {
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
    const third = await postListing(other, {
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
    const upstairs = await postListing(agent, {
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
