import type { Db } from '../../db/client';
import { loadProject, presentProject } from './present-project';

export interface GetProjectOptions {
  db: Db;
  projectId: number;
}

/** A project's page: everything about it, for anyone. */
export async function getProject({ db, projectId }: GetProjectOptions) {
  return presentProject(db, await loadProject(db, projectId));
}
