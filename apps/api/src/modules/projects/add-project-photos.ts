import {
  MAX_PROJECT_GALLERY_PHOTOS,
  MAX_PROJECT_PROGRESS_PHOTOS,
  type ProjectPhotoKind,
} from '@tbilisi/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectPhotos } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import { claimUploads } from '../media/claim-uploads';
import { presentProject } from './present-project';
import { loadOwnProject, touchProject } from './project-access';

export interface AddProjectPhotosOptions {
  db: Db;
  actor: SessionUser;
  projectId: number;
  kind: ProjectPhotoKind;
  /** progress photos: the day they show */
  takenOn?: string;
  images: { image_url: string; caption?: string }[];
}

/**
 * Adds the actor's uploads to the project's gallery (after the photos it has) or as construction progress of a day.
 * The project row is locked meanwhile, so concurrent adds keep their order and cannot pass the limit together.
 */
export async function addProjectPhotos({
  db,
  actor,
  projectId,
  kind,
  takenOn,
  images,
}: AddProjectPhotosOptions) {
  const project = await db.transaction(async (tx) => {
    const project = await loadOwnProject(tx, actor, projectId, true);
    const [stats] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        next: sql<number>`coalesce(max(${projectPhotos.orderIndex}) + 1, 0)::int`,
      })
      .from(projectPhotos)
      .where(and(eq(projectPhotos.projectId, projectId), eq(projectPhotos.kind, kind)));
    const limit = kind === 'gallery' ? MAX_PROJECT_GALLERY_PHOTOS : MAX_PROJECT_PROGRESS_PHOTOS;
    if (Number(stats?.count ?? 0) + images.length > limit) {
      throw AppError.validation(['body', 'images'], `A project has at most ${limit} ${kind} photos`);
    }
    const claimed = await claimUploads({
      db: tx,
      actor,
      urls: images.map((image) => image.image_url),
      at: (index) => ['body', 'images', String(index), 'image_url'],
    });
    const next = Number(stats?.next ?? 0);
    await tx.insert(projectPhotos).values(
      claimed.map((photo, index) => ({
        projectId,
        kind,
        imageUrl: photo.url,
        mediaName: photo.name,
        caption: images[index]!.caption ?? '',
        takenOn: kind === 'progress' ? takenOn! : null,
        orderIndex: next + index,
      })),
    );
    await touchProject(tx, projectId);
    return project;
  });
  return presentProject(db, project);
}
