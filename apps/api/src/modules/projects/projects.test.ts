import { eq } from 'drizzle-orm';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles, organisationMembers, organisations } from '../../db/schema';
import {
  createListing,
  createTestContext,
  errorDetail,
  listingInput,
  multipart,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/harness';
import { cleanUpMedia } from '../media/clean-up-media';

let ctx: TestContext;
let developer: TestUser;
let colleague: TestUser;
let rival: TestUser;
let stranger: TestUser;
let developerOrg: number;
let rivalOrg: number;
let imageSeed = 0;

async function joinOrganisation(kind: 'developer' | 'agency', owner: TestUser, members: TestUser[] = []) {
  const db = ctx.database.db;
  const [organisation] = await db
    .insert(organisations)
    .values({ kind, nameKa: `დეველოპერი ${owner.id}`, slug: `org-${owner.id}`, ownerId: owner.id })
    .returning();
  await db.insert(organisationMembers).values([
    { organisationId: organisation!.id, userId: owner.id, role: 'owner' as const },
    ...members.map((member) => ({
      organisationId: organisation!.id,
      userId: member.id,
      role: 'agent' as const,
    })),
  ]);
  return organisation!.id;
}

/** Uploads one distinct picture as `user` and answers its /media URL. */
async function uploadPicture(user: TestUser = developer) {
  imageSeed += 1;
  const data = await sharp({
    create: {
      width: 320,
      height: 240,
      channels: 3,
      background: { r: (imageSeed * 53) % 256, g: (imageSeed * 97) % 256, b: (imageSeed * 29) % 256 },
    },
  })
    .jpeg()
    .toBuffer();
  const body = multipart([{ name: `plan-${imageSeed}.jpg`, type: 'image/jpeg', data }]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/images',
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().files[0].url as string;
}

const projectInput = (overrides: Record<string, unknown> = {}) => ({
  name_ka: 'ვაკის პარკი',
  name_en: 'Vake Park Residence',
  name_ru: 'Резиденция Ваке Парк',
  address: 'ჭავჭავაძის გამზ. 70',
  latitude: 41.709,
  longitude: 44.76,
  district: 'vake-saburtalo',
  neighbourhood: 'vake',
  delivery_date: '2027-09-30',
  status: 'under_construction',
  frame_stage: 'white',
  floors: 16,
  buildings: 2,
  amenities: ['elevator', 'underground_parking', 'playground'],
  ...overrides,
});

const unitTypeInput = (overrides: Record<string, unknown> = {}) => ({
  rooms: 2,
  area_min: 55,
  area_max: 68,
  currency: 'USD',
  price_per_m2: 1200,
  price_from: 66000,
  available_units: 14,
  total_units: 40,
  ...overrides,
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  user: TestUser | undefined,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url,
    headers: user?.auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function createProject(user: TestUser, overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/projects', user, projectInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

beforeAll(async () => {
  ctx = await createTestContext();
  [developer, colleague, rival, stranger] = await Promise.all([
    registerUser(ctx.app),
    registerUser(ctx.app),
    registerUser(ctx.app),
    registerUser(ctx.app),
  ]);
  developerOrg = await joinOrganisation('developer', developer, [colleague]);
  rivalOrg = await joinOrganisation('developer', rival);
});
afterAll(() => ctx.close());

describe('a developer project', () => {
  it('shows its unit types with plans and availability, its gallery and its progress by date', async () => {
    const project = await createProject(developer);
    expect(project).toMatchObject({
      name_en: 'Vake Park Residence',
      developer: { id: developerOrg, verified: false },
      status: 'under_construction',
      frame_stage: 'white',
      unit_types: [],
      photos: [],
      price_per_m2_from_usd: null,
    });

    const plan = await uploadPicture();
    let response = await call(
      'POST',
      `/api/projects/${project.id}/unit-types`,
      developer,
      unitTypeInput({ floor_plan_url: plan }),
    );
    expect(response.statusCode, response.body).toBe(201);
    // A colleague of the same organisation manages it too.
    response = await call(
      'POST',
      `/api/projects/${project.id}/unit-types`,
      colleague,
      unitTypeInput({
        rooms: 1,
        area_min: 38,
        area_max: 44,
        currency: 'GEL',
        price_per_m2: 3000,
        price_from: 114000,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);

    const [first, second] = [await uploadPicture(), await uploadPicture()];
    response = await call('POST', `/api/projects/${project.id}/photos`, developer, {
      kind: 'gallery',
      images: [{ image_url: first, caption: 'Facade' }, { image_url: second }],
    });
    expect(response.statusCode, response.body).toBe(201);
    for (const [day, url] of [
      ['2026-06-01', await uploadPicture()],
      ['2026-10-15', await uploadPicture()],
    ] as const) {
      response = await call('POST', `/api/projects/${project.id}/photos`, developer, {
        kind: 'progress',
        taken_on: day,
        images: [{ image_url: url }],
      });
      expect(response.statusCode, response.body).toBe(201);
    }

    const page = (await call('GET', `/api/projects/${project.id}`, undefined)).json();
    expect(page.unit_types.map((unit: { rooms: number }) => unit.rooms)).toEqual([1, 2]);
    const twoRooms = page.unit_types[1];
    expect(twoRooms).toMatchObject({
      available_units: 14,
      total_units: 40,
      price_per_m2_usd: 1200,
      price_per_m2_gel: 3252,
    });
    expect(twoRooms.floor_plan.image_url).toMatch(/^\/media\//);
    expect(twoRooms.floor_plan.sizes.length).toBeGreaterThan(0);
    expect(page.unit_types[0].floor_plan).toBeNull();
    expect(page.photos.map((photo: { caption: string }) => photo.caption)).toEqual(['Facade', '']);
    expect(page.main_photo.caption).toBe('Facade');
    expect(page.progress_photos.map((photo: { taken_on: string }) => photo.taken_on)).toEqual([
      '2026-10-15',
      '2026-06-01',
    ]);
    expect(page).toMatchObject({ available_units: 28, total_units: 80, price_per_m2_from_gel: 3000 });

    // Availability changes as flats sell.
    response = await call('PATCH', `/api/projects/${project.id}/unit-types/${twoRooms.id}`, developer, {
      available_units: 9,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().unit_types[1].available_units).toBe(9);

    // The media clean-up keeps what projects show, long after the uploads were attached.
    await cleanUpMedia({
      db: ctx.database.db,
      storage: ctx.app.storage,
      now: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    });
    const name = (url: string) => url.split('/')[2]!;
    const kept = await ctx.database.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.name, name(plan)));
    expect(kept).toHaveLength(1);
    expect((await fs.readdir(path.join(ctx.dataDir, 'media'))).includes(name(first))).toBe(true);

    // A photo taken off goes with its files.
    response = await call('DELETE', `/api/projects/${project.id}/photos/${page.photos[1].id}`, developer);
    expect(response.statusCode).toBe(200);
    expect(response.json().photos).toHaveLength(1);
    expect((await fs.readdir(path.join(ctx.dataDir, 'media'))).includes(name(second))).toBe(false);
  });

  it('is found in /projects by district and delivery year', async () => {
    const saburtalo = await createProject(developer, {
      name_en: 'Saburtalo Heights',
      neighbourhood: 'saburtalo',
      delivery_date: '2028-03-31',
      status: 'planned',
    });
    await call(
      'POST',
      `/api/projects/${saburtalo.id}/unit-types`,
      developer,
      unitTypeInput({ price_per_m2: 900 }),
    );
    await createProject(rival, {
      name_en: 'Isani Gardens',
      district: 'isani-samgori',
      neighbourhood: null,
      latitude: 41.688,
      longitude: 44.89,
      delivery_date: '2028-12-01',
      status: 'finished',
      frame_stage: 'green',
    });

    const names = async (query: string) => {
      const response = await call('GET', `/api/projects?${query}`, undefined);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items.map((item: { name_en: string }) => item.name_en);
    };
    expect(await names('delivery_year=2028')).toEqual(['Saburtalo Heights', 'Isani Gardens']);
    expect(await names('location=vake-saburtalo&delivery_year=2028')).toEqual(['Saburtalo Heights']);
    expect(await names('location=isani-samgori')).toEqual(['Isani Gardens']);
    expect(await names('location=saburtalo')).toEqual(['Saburtalo Heights']);
    expect(await names('status=finished,planned&delivery_year=2028')).toEqual([
      'Saburtalo Heights',
      'Isani Gardens',
    ]);
    expect(await names(`developer=${rivalOrg}`)).toEqual(['Isani Gardens']);
    expect(await names('min_price_per_m2=800&max_price_per_m2=1000&currency=USD')).toEqual([
      'Saburtalo Heights',
    ]);
    expect(await names('max_price_per_m2=2500')).toEqual(['Saburtalo Heights']);

    const listed = (await call('GET', '/api/projects?delivery_year=2028&page_size=1', undefined)).json();
    expect(listed).toMatchObject({ total_count: 2, page: 1, page_size: 1 });
    expect(listed.items[0]).toMatchObject({ latitude: 41.709, price_per_m2_from_usd: 900 });

    for (const query of ['location=mars', 'delivery_year=20x8', 'status=sold', 'currency=EUR', 'page=0']) {
      expect((await call('GET', `/api/projects?${query}`, undefined)).statusCode).toBe(422);
    }
  });

  it('is managed only by its organisation', async () => {
    const project = await createProject(developer);
    const agency = await registerUser(ctx.app);
    await joinOrganisation('agency', agency);
    for (const user of [stranger, agency]) {
      const response = await call('POST', '/api/projects', user, projectInput());
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
    expect((await call('POST', '/api/projects', undefined, projectInput())).statusCode).toBe(401);
    expect((await call('PATCH', `/api/projects/${project.id}`, rival, { floors: 3 })).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/projects/${project.id}/unit-types`, rival, unitTypeInput())).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/projects/${project.id}`, rival)).statusCode).toBe(403);
    expect((await call('PATCH', '/api/projects/999999', developer, { floors: 3 })).statusCode).toBe(404);
    expect((await call('GET', '/api/projects/999999', undefined)).statusCode).toBe(404);

    // Someone else's upload is not a plan of yours.
    const theirs = await uploadPicture(rival);
    const response = await call(
      'POST',
      `/api/projects/${project.id}/unit-types`,
      developer,
      unitTypeInput({ floor_plan_url: theirs }),
    );
    expect(response.statusCode).toBe(422);
    expect(errorDetail(response)[0]!.loc).toEqual(['body', 'floor_plan_url']);
    expect((await call('GET', `/api/projects/${project.id}`, undefined)).json().unit_types).toEqual([]);

    const mine = (await call('GET', '/api/projects/mine', colleague)).json();
    expect(mine.organisation_id).toBe(developerOrg);
    expect(mine.items.some((item: { id: number }) => item.id === project.id)).toBe(true);
    expect((await call('GET', '/api/projects/mine', stranger)).json()).toEqual({
      organisation_id: null,
      items: [],
    });
  });

  it('refuses bad input field by field', async () => {
    const project = await createProject(developer);
    const refused = async (method: 'POST' | 'PATCH', url: string, payload: unknown) => {
      const response = await call(method, url, developer, payload);
      expect(response.statusCode, response.body).toBe(422);
      return errorDetail(response).map((entry) => entry.loc.join('.'));
    };
    expect(await refused('POST', '/api/projects', projectInput({ neighbourhood: 'gldani' }))).toContain(
      'body.neighbourhood',
    );
    expect(await refused('POST', '/api/projects', projectInput({ delivery_date: '2027-02-30' }))).toContain(
      'body.delivery_date',
    );
    expect(
      await refused('POST', '/api/projects', projectInput({ frame_stage: 'grey', name_ka: ' ' })),
    ).toEqual(expect.arrayContaining(['body.frame_stage', 'body.name_ka']));
    // Changing the district alone would leave the neighbourhood in another one.
    expect(
      await refused('PATCH', `/api/projects/${project.id}`, { district: 'gldani-nadzaladevi' }),
    ).toContain('body.neighbourhood');
    expect(
      await refused('POST', `/api/projects/${project.id}/unit-types`, unitTypeInput({ available_units: 41 })),
    ).toContain('body.available_units');
    expect(
      await refused('POST', `/api/projects/${project.id}/unit-types`, unitTypeInput({ area_min: 90 })),
    ).toContain('body.area_min');
    expect(
      await refused('POST', `/api/projects/${project.id}/photos`, {
        kind: 'progress',
        images: [{ image_url: await uploadPicture() }],
      }),
    ).toContain('body.taken_on');
    const added = await call('POST', `/api/projects/${project.id}/unit-types`, developer, unitTypeInput());
    const unitTypeId = added.json().unit_types[0].id;
    expect(
      await refused('PATCH', `/api/projects/${project.id}/unit-types/${unitTypeId}`, { total_units: 5 }),
    ).toContain('body.available_units');
    expect(
      (await call('PATCH', `/api/projects/${project.id}/unit-types/999999`, developer, { rooms: 3 }))
        .statusCode,
    ).toBe(404);
  });
});

describe('a listing in a project', () => {
  it("links to a project of its poster's organisation, and to no other", async () => {
    const project = await createProject(developer, { name_en: 'Linked Tower' });
    const rivals = await createProject(rival);
    const listing = await createListing(ctx.app, colleague, {
      project_id: project.id,
      is_new_building: true,
    });
    expect(listing.project_id).toBe(project.id);
    const page = (await call('GET', `/api/properties/${listing.id}`, undefined)).json();
    expect(page.project).toMatchObject({ id: project.id, name_en: 'Linked Tower' });
    expect((await call('GET', `/api/projects/${project.id}`, undefined)).json().listings_count).toBe(1);

    for (const [user, projectId] of [
      [colleague, rivals.id],
      [stranger, project.id],
      [colleague, 999999],
    ] as const) {
      const response = await call('POST', '/api/properties', user, listingInput({ project_id: projectId }));
      expect(response.statusCode, response.body).toBe(422);
      expect(errorDetail(response)[0]!.loc).toEqual(['body', 'project_id']);
    }
    const moved = await call('PUT', `/api/properties/${listing.id}`, colleague, { project_id: rivals.id });
    expect(moved.statusCode).toBe(422);
    const cleared = await call('PUT', `/api/properties/${listing.id}`, colleague, { project_id: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().project_id).toBeNull();

    // Deleting a project keeps its listings, unlinked.
    await call('PUT', `/api/properties/${listing.id}`, colleague, { project_id: project.id });
    expect((await call('DELETE', `/api/projects/${project.id}`, developer)).statusCode).toBe(200);
    const after = (await call('GET', `/api/properties/${listing.id}`, undefined)).json();
    expect(after).toMatchObject({ project_id: null, project: null });
  });
});

describe("a developer's page", () => {
  it('counts and lists a unit listing of its project, even one posted before its poster joined', async () => {
    const newcomer = await registerUser(ctx.app);
    const listing = await createListing(ctx.app, newcomer, { is_new_building: true });
    const organisationId = await joinOrganisation('developer', newcomer);
    const slug = `org-${newcomer.id}`;
    const page = async () => (await call('GET', `/api/organisations/${slug}`, undefined)).json();
    // The list, not the count: a count is cached for a few seconds.
    const searched = async () =>
      (await call('GET', `/api/properties/search?organisation=${organisationId}`, undefined))
        .json()
        .map((card: { id: number }) => card.id);
    // Posted as a person, before the company existed: not the company's.
    expect((await page()).active_listings).toBe(0);
    expect(await searched()).toEqual([]);

    const project = await createProject(newcomer, { name_en: 'Newcomer Tower' });
    const linked = await call('PUT', `/api/properties/${listing.id}`, newcomer, { project_id: project.id });
    expect(linked.statusCode, linked.body).toBe(200);
    // A unit of the developer's project is the developer's listing: its page counts it, its search finds it, and
    // its card names the developer as the poster.
    expect((await page()).active_listings).toBe(1);
    expect(await searched()).toEqual([listing.id]);
    expect(linked.json().poster).toMatchObject({ type: 'developer', organisation: { id: organisationId } });
  });
});
