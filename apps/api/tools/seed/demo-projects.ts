import { toGel, toUsd, type Currency } from '@tbilisi/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../src/db/client';
import {
  organisationMembers,
  organisations,
  projectPhotos,
  projectUnitTypes,
  projects,
  properties,
} from '../../src/db/schema';
import { photoView } from '../../src/lib/photo-view';
import type { MediaStorage } from '../../src/lib/storage';
import { storePhotos, type StoredPhoto } from '../../src/modules/media/store-photos';

/** The demo developer organisation, owned by the demo developer account (developer@sakhli.ge). */
const DEMO_DEVELOPER = {
  slug: 'archi-group-demo',
  nameKa: 'არქი ჯგუფი',
  nameEn: 'Archi Group',
  nameRu: 'Арчи Груп',
} as const;

interface DemoUnitType {
  rooms: number;
  area: [number, number];
  perM2: number;
  available: number;
  total: number;
}

interface DemoProject {
  nameKa: string;
  nameEn: string;
  nameRu: string;
  address: string;
  latitude: number;
  longitude: number;
  district: string;
  neighbourhood: string;
  deliveryDate: string;
  status: 'planned' | 'under_construction' | 'finished';
  frameStage: 'black' | 'white' | 'green' | 'renovated';
  floors: number;
  buildings: number;
  amenities: string[];
  currency: Currency;
  units: DemoUnitType[];
  /** construction-progress days, oldest first */
  progress: string[];
  description: string;
}

/** Fixed demo projects: the same ones every time, so screenshots, journeys and docs can name them. */
export const DEMO_PROJECTS: DemoProject[] = [
  {
    nameKa: 'ვაკის პარკი რეზიდენსი',
    nameEn: 'Vake Park Residence',
    nameRu: 'Резиденция Ваке Парк',
    address: 'ჭავჭავაძის გამზ. 74',
    latitude: 41.7088,
    longitude: 44.7582,
    district: 'vake-saburtalo',
    neighbourhood: 'vake',
    deliveryDate: '2027-09-30',
    status: 'under_construction',
    frameStage: 'white',
    floors: 16,
    buildings: 2,
    amenities: ['elevator', 'underground_parking', 'security', 'playground', 'central_heating'],
    currency: 'USD',
    units: [
      { rooms: 1, area: [42, 48], perM2: 1650, available: 6, total: 24 },
      { rooms: 2, area: [64, 78], perM2: 1550, available: 14, total: 48 },
      { rooms: 3, area: [96, 118], perM2: 1500, available: 5, total: 20 },
    ],
    progress: ['2026-03-15', '2026-07-01', '2026-10-20'],
    description: 'თანამედროვე საცხოვრებელი კომპლექსი ვაკის პარკთან, მიწისქვეშა პარკინგით.',
  },
  {
    nameKa: 'საბურთალო ჰაითსი',
    nameEn: 'Saburtalo Heights',
    nameRu: 'Сабуртало Хайтс',
    address: 'ვაჟა-ფშაველას გამზ. 45',
    latitude: 41.7262,
    longitude: 44.7449,
    district: 'vake-saburtalo',
    neighbourhood: 'saburtalo',
    deliveryDate: '2028-06-30',
    status: 'planned',
    frameStage: 'black',
    floors: 22,
    buildings: 1,
    amenities: ['elevator', 'parking', 'gym', 'commercial_space'],
    currency: 'USD',
    units: [
      { rooms: 0, area: [30, 36], perM2: 1050, available: 30, total: 30 },
      { rooms: 2, area: [58, 70], perM2: 980, available: 60, total: 60 },
    ],
    progress: [],
    description: 'მაღლივი კორპუსი საბურთალოს ცენტრში, მეტროსთან ახლოს.',
  },
  {
    nameKa: 'ისანი გარდენსი',
    nameEn: 'Isani Gardens',
    nameRu: 'Исани Гарденс',
    address: 'ქეთევან დედოფლის გამზ. 12',
    latitude: 41.6918,
    longitude: 44.8265,
    district: 'isani-samgori',
    neighbourhood: 'isani',
    deliveryDate: '2026-12-20',
    status: 'under_construction',
    frameStage: 'green',
    floors: 12,
    buildings: 3,
    amenities: ['elevator', 'garden', 'playground', 'parking'],
    currency: 'GEL',
    units: [
      { rooms: 1, area: [40, 45], perM2: 2300, available: 3, total: 36 },
      { rooms: 2, area: [60, 72], perM2: 2200, available: 9, total: 72 },
      { rooms: 3, area: [85, 99], perM2: 2100, available: 0, total: 24 },
    ],
    progress: ['2025-11-10', '2026-04-05', '2026-09-12'],
    description: 'სამი კორპუსი დიდი ეზოთი და ბავშვთა მოედნით.',
  },
  {
    nameKa: 'ძველი ქალაქის ეზო',
    nameEn: 'Old Town Courtyard',
    nameRu: 'Дворик Старого города',
    address: 'ლესელიძის ქ. 30',
    latitude: 41.6921,
    longitude: 44.8071,
    district: 'old-tbilisi',
    neighbourhood: 'sololaki',
    deliveryDate: '2025-10-01',
    status: 'finished',
    frameStage: 'renovated',
    floors: 5,
    buildings: 1,
    amenities: ['elevator', 'concierge', 'security'],
    currency: 'USD',
    units: [
      { rooms: 2, area: [70, 82], perM2: 2400, available: 2, total: 10 },
      { rooms: 4, area: [140, 160], perM2: 2300, available: 1, total: 4 },
    ],
    progress: ['2024-09-01', '2025-06-15'],
    description: 'აღდგენილი ისტორიული შენობა ძველ თბილისში, სრული რემონტით.',
  },
  {
    nameKa: 'დიღომი ლაითი',
    nameEn: 'Dighomi Light',
    nameRu: 'Дигоми Лайт',
    address: 'პეტრე ქავთარაძის ქ. 8',
    latitude: 41.7874,
    longitude: 44.7538,
    district: 'vake-saburtalo',
    neighbourhood: 'didi-dighomi',
    deliveryDate: '2028-03-31',
    status: 'under_construction',
    frameStage: 'white',
    floors: 14,
    buildings: 4,
    amenities: ['elevator', 'parking', 'playground', 'generator'],
    currency: 'USD',
    units: [
      { rooms: 1, area: [38, 44], perM2: 820, available: 20, total: 40 },
      { rooms: 2, area: [55, 66], perM2: 790, available: 41, total: 80 },
      { rooms: 3, area: [78, 92], perM2: 760, available: 18, total: 32 },
    ],
    progress: ['2026-05-20', '2026-11-01'],
    description: 'ხელმისაწვდომი ბინები დიდ დიღომში, ოთხი კორპუსით.',
  },
];

/** A schematic floor plan of a flat with `rooms` rooms, drawn as SVG and rendered to JPEG: deterministic. */
async function renderFloorPlan(rooms: number): Promise<Buffer> {
  const cells = Math.max(1, rooms) + 1;
  const width = 960;
  const height = 640;
  const cellWidth = (width - 80) / cells;
  const walls = Array.from({ length: cells }, (_, index) => {
    const x = 40 + index * cellWidth;
    const label = index === 0 ? 'Living / kitchen' : rooms === 0 ? 'Bath' : `Room ${index}`;
    return (
      `<rect x="${x}" y="40" width="${cellWidth}" height="${height - 200}" fill="#fafaf7" stroke="#333" stroke-width="8"/>` +
      `<text x="${x + cellWidth / 2}" y="${height / 2 - 40}" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#444">${label}</text>`
    );
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#ffffff"/>${walls}` +
    `<rect x="40" y="${height - 150}" width="${width - 80}" height="110" fill="#eef3f8" stroke="#333" stroke-width="8"/>` +
    `<text x="${width / 2}" y="${height - 85}" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#444">Hall · Bath · Balcony</text>` +
    `</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** The demo developer's organisation: the one its account is in, else created (a developer, verified). */
async function ensureDemoDeveloper(db: Db, developerId: number): Promise<number | undefined> {
  const [membership] = await db
    .select({ id: organisations.id, kind: organisations.kind })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.userId, developerId));
  if (membership) return membership.kind === 'developer' ? membership.id : undefined;
  const [bySlug] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.slug, DEMO_DEVELOPER.slug));
  const organisationId =
    bySlug?.id ??
    (
      await db
        .insert(organisations)
        .values({
          kind: 'developer',
          ...DEMO_DEVELOPER,
          phone: '+995 322 10 20 30',
          verifiedAt: new Date('2026-01-15T10:00:00Z'),
          ownerId: developerId,
        })
        .returning({ id: organisations.id })
    )[0]!.id;
  await db.insert(organisationMembers).values({ organisationId, userId: developerId, role: 'owner' });
  return organisationId;
}

/**
 * A demo company's stock is its organisation's, posted under it (its page counts and lists it) as the api posts a
 * member's listings; the seed writes listings directly, before the organisation exists, so it says so here, after
 * every seeding.
 */
export async function postUnderOwnOrganisation(db: Db, memberId: number): Promise<void> {
  const [membership] = await db
    .select({ organisationId: organisationMembers.organisationId })
    .from(organisationMembers)
    .where(eq(organisationMembers.userId, memberId));
  if (!membership) return;
  await db
    .update(properties)
    .set({ organisationId: membership.organisationId })
    .where(and(eq(properties.ownerId, memberId), isNull(properties.organisationId)));
}

export interface SeedDemoProjectsOptions {
  db: Db;
  storage: MediaStorage;
  /** the demo developer account */
  developerId: number;
  /** rendered exterior photos to show as galleries and progress */
  exteriorPhotos: StoredPhoto[];
  rateUsdGel: number;
}

/**
 * The demo projects with their unit types (each with a floor plan), gallery and progress photos, and a few of the
 * developer's new-building listings linked to the project in their neighbourhood. Only when there is no project yet.
 */
export async function seedDemoProjects({
  db,
  storage,
  developerId,
  exteriorPhotos,
  rateUsdGel,
}: SeedDemoProjectsOptions): Promise<number> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(projects);
  if (Number(existing?.n ?? 0) > 0 || exteriorPhotos.length === 0) return 0;
  const plans = new Map<number, StoredPhoto>();
  for (const rooms of [0, 1, 2, 3, 4]) {
    const [plan] = await storePhotos(db, storage, [
      { fileName: `plan-${rooms}.jpg`, data: await renderFloorPlan(rooms) },
    ]);
    plans.set(rooms, plan!);
  }
  return db.transaction(async (tx) => {
    const organisationId = await ensureDemoDeveloper(tx, developerId);
    if (organisationId === undefined) return 0;
    let photoIndex = 0;
    const nextPhoto = () => exteriorPhotos[photoIndex++ % exteriorPhotos.length]!;
    for (const demo of DEMO_PROJECTS) {
      const [project] = await tx
        .insert(projects)
        .values({
          organisationId,
          createdBy: developerId,
          nameKa: demo.nameKa,
          nameEn: demo.nameEn,
          nameRu: demo.nameRu,
          descriptionKa: demo.description,
          address: demo.address,
          latitude: demo.latitude,
          longitude: demo.longitude,
          district: demo.district,
          neighbourhood: demo.neighbourhood,
          deliveryDate: demo.deliveryDate,
          status: demo.status,
          frameStage: demo.frameStage,
          floors: demo.floors,
          buildings: demo.buildings,
          amenities: demo.amenities,
        })
        .returning({ id: projects.id });
      const projectId = project!.id;
      await tx.insert(projectUnitTypes).values(
        demo.units.map((unit) => {
          const priceFrom = Math.round(unit.area[0] * unit.perM2);
          const plan = plans.get(Math.min(unit.rooms, 4))!;
          return {
            projectId,
            rooms: unit.rooms,
            areaMin: unit.area[0],
            areaMax: unit.area[1],
            currency: demo.currency,
            pricePerM2: unit.perM2,
            pricePerM2Gel: toGel(unit.perM2, demo.currency, rateUsdGel),
            pricePerM2Usd: toUsd(unit.perM2, demo.currency, rateUsdGel),
            priceFrom,
            priceFromGel: toGel(priceFrom, demo.currency, rateUsdGel),
            priceFromUsd: toUsd(priceFrom, demo.currency, rateUsdGel),
            availableUnits: unit.available,
            totalUnits: unit.total,
            floorPlanUrl: photoView(plan).url,
            floorPlanMediaName: plan.name,
          };
        }),
      );
      const gallery = [nextPhoto(), nextPhoto(), nextPhoto()];
      await tx.insert(projectPhotos).values([
        ...gallery.map((photo, order) => ({
          projectId,
          kind: 'gallery' as const,
          imageUrl: photoView(photo).url,
          mediaName: photo.name,
          orderIndex: order,
        })),
        ...demo.progress.map((day, order) => {
          const photo = nextPhoto();
          return {
            projectId,
            kind: 'progress' as const,
            imageUrl: photoView(photo).url,
            mediaName: photo.name,
            takenOn: day,
            orderIndex: order,
          };
        }),
      ]);
      // A unit listing links to its project: a few of the developer's new flats in the same neighbourhood.
      const flats = await tx
        .select({ id: properties.id })
        .from(properties)
        .where(
          and(
            eq(properties.ownerId, developerId),
            eq(properties.isNewBuilding, true),
            eq(properties.urbanArea, demo.neighbourhood),
            sql`${properties.projectId} is null`,
          ),
        )
        .orderBy(properties.id)
        .limit(3);
      if (flats.length) {
        await tx
          .update(properties)
          .set({ projectId })
          .where(
            inArray(
              properties.id,
              flats.map((flat) => flat.id),
            ),
          );
      }
    }
    return DEMO_PROJECTS.length;
  });
}
