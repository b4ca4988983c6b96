import type { Project, ProjectPhoto, ProjectSummary, UnitType } from '@tbilisi/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  mediaFiles,
  organisations,
  projectPhotos,
  projectUnitTypes,
  projects,
  properties,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { photoView } from '../../lib/photo-view';
import type { ProjectRow } from './project-access';

type PhotoRow = typeof projectPhotos.$inferSelect;
type StoredPhoto = typeof mediaFiles.$inferSelect;

function sizesOf(photo: StoredPhoto | null) {
  const view = photo ? photoView(photo) : undefined;
  return {
    width: view?.width ?? null,
    height: view?.height ?? null,
    placeholder: view?.placeholder ?? null,
    sizes: view?.sizes ?? [],
  };
}

function presentPhoto(row: PhotoRow, photo: StoredPhoto | null): ProjectPhoto {
  return {
    id: row.id,
    kind: row.kind,
    image_url: row.imageUrl,
    caption: row.caption,
    taken_on: row.takenOn,
    ...sizesOf(photo),
  };
}

function presentUnitType(row: typeof projectUnitTypes.$inferSelect, plan: StoredPhoto | null): UnitType {
  return {
    id: row.id,
    rooms: row.rooms,
    area_min: row.areaMin,
    area_max: row.areaMax,
    currency: row.currency as UnitType['currency'],
    price_per_m2: row.pricePerM2,
    price_per_m2_gel: row.pricePerM2Gel,
    price_per_m2_usd: row.pricePerM2Usd,
    price_from: row.priceFrom,
    price_from_gel: row.priceFromGel,
    price_from_usd: row.priceFromUsd,
    available_units: row.availableUnits,
    total_units: row.totalUnits,
    floor_plan: row.floorPlanUrl ? { image_url: row.floorPlanUrl, ...sizesOf(plan) } : null,
  };
}

/** Projects as lists and the map show them: the developer, the main photo and the unit types' lowest prices. */
export async function presentProjectSummaries(db: Db, rows: ProjectRow[]): Promise<ProjectSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [developers, totals, mainPhotos] = await Promise.all([
    db
      .select()
      .from(organisations)
      .where(
        inArray(
          organisations.id,
          rows.map((row) => row.organisationId),
        ),
      ),
    db
      .select({
        projectId: projectUnitTypes.projectId,
        perM2Gel: sql<number | null>`min(${projectUnitTypes.pricePerM2Gel})`,
        perM2Usd: sql<number | null>`min(${projectUnitTypes.pricePerM2Usd})`,
        fromGel: sql<number | null>`min(${projectUnitTypes.priceFromGel})`,
        fromUsd: sql<number | null>`min(${projectUnitTypes.priceFromUsd})`,
        available: sql<number>`coalesce(sum(${projectUnitTypes.availableUnits}), 0)::int`,
        total: sql<number>`coalesce(sum(${projectUnitTypes.totalUnits}), 0)::int`,
      })
      .from(projectUnitTypes)
      .where(inArray(projectUnitTypes.projectId, ids))
      .groupBy(projectUnitTypes.projectId),
    db
      .selectDistinctOn([projectPhotos.projectId], { photo: projectPhotos, media: mediaFiles })
      .from(projectPhotos)
      .leftJoin(mediaFiles, eq(mediaFiles.name, projectPhotos.mediaName))
      .where(and(inArray(projectPhotos.projectId, ids), eq(projectPhotos.kind, 'gallery')))
      .orderBy(projectPhotos.projectId, asc(projectPhotos.orderIndex), asc(projectPhotos.id)),
  ]);
  const developerOf = new Map(developers.map((row) => [row.id, row]));
  const totalsOf = new Map(totals.map((row) => [row.projectId, row]));
  const photoOf = new Map(mainPhotos.map((row) => [row.photo.projectId, presentPhoto(row.photo, row.media)]));
  // min() and sum() come back as text from some drivers: numbers are made numbers here.
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return rows.map((row) => {
    const developer = developerOf.get(row.organisationId)!;
    const sums = totalsOf.get(row.id);
    return {
      id: row.id,
      developer: {
        id: developer.id,
        name_ka: developer.nameKa,
        name_en: developer.nameEn,
        name_ru: developer.nameRu,
        slug: developer.slug,
        verified: developer.verifiedAt !== null,
      },
      name_ka: row.nameKa,
      name_en: row.nameEn,
      name_ru: row.nameRu,
      address: row.address,
      latitude: row.latitude,
      longitude: row.longitude,
      district: row.district,
      neighbourhood: row.neighbourhood,
      delivery_date: row.deliveryDate,
      status: row.status,
      frame_stage: row.frameStage,
      floors: row.floors,
      buildings: row.buildings,
      amenities: row.amenities,
      main_photo: photoOf.get(row.id) ?? null,
      price_per_m2_from_gel: number(sums?.perM2Gel),
      price_per_m2_from_usd: number(sums?.perM2Usd),
      price_from_gel: number(sums?.fromGel),
      price_from_usd: number(sums?.fromUsd),
      available_units: number(sums?.available) ?? 0,
      total_units: number(sums?.total) ?? 0,
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** One project with everything its page shows. */
export async function presentProject(db: Db, row: ProjectRow): Promise<Project> {
  const [[summary], photos, unitTypes, [listings]] = await Promise.all([
    presentProjectSummaries(db, [row]),
    db
      .select({ photo: projectPhotos, media: mediaFiles })
      .from(projectPhotos)
      .leftJoin(mediaFiles, eq(mediaFiles.name, projectPhotos.mediaName))
      .where(eq(projectPhotos.projectId, row.id))
      .orderBy(desc(projectPhotos.takenOn), asc(projectPhotos.orderIndex), asc(projectPhotos.id)),
    db
      .select({ unitType: projectUnitTypes, plan: mediaFiles })
      .from(projectUnitTypes)
      .leftJoin(mediaFiles, eq(mediaFiles.name, projectUnitTypes.floorPlanMediaName))
      .where(eq(projectUnitTypes.projectId, row.id))
      .orderBy(asc(projectUnitTypes.rooms), asc(projectUnitTypes.areaMin), asc(projectUnitTypes.id)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(properties)
      .where(and(eq(properties.projectId, row.id), eq(properties.status, 'active'))),
  ]);
  const gallery = photos.filter(({ photo }) => photo.kind === 'gallery');
  gallery.sort((a, b) => a.photo.orderIndex - b.photo.orderIndex || a.photo.id - b.photo.id);
  return {
    ...summary!,
    description_ka: row.descriptionKa,
    description_en: row.descriptionEn,
    description_ru: row.descriptionRu,
    photos: gallery.map(({ photo, media }) => presentPhoto(photo, media)),
    progress_photos: photos
      .filter(({ photo }) => photo.kind === 'progress')
      .map(({ photo, media }) => presentPhoto(photo, media)),
    unit_types: unitTypes.map(({ unitType, plan }) => presentUnitType(unitType, plan)),
    listings_count: Number(listings?.count ?? 0),
  };
}

/** The project row, or 404. */
export async function loadProject(db: Db, projectId: number): Promise<ProjectRow> {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!row) throw AppError.notFound('No project with this id');
  return row;
}
