import type { ProjectUpdateInput } from '@tbilisi/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { presentProject } from './present-project';
import { loadOwnProject } from './project-access';
import { toProjectValues } from './project-values';

export interface UpdateProjectOptions {
  db: Db;
  actor: SessionUser;
  projectId: number;
  input: ProjectUpdateInput;
}

/** Changes the fields given; a member of the project's organisation only. */
export async function updateProject({ db, actor, projectId, input }: UpdateProjectOptions) {
  const row = await db.transaction(async (tx) => {
    const existing = await loadOwnProject(tx, actor, projectId, true);
    const [updated] = await tx
      .update(projects)
      .set({ ...toProjectValues(input, existing), updatedAt: new Date() })
      .where(eq(projects.id, projectId))
      .returning();
    return updated!;
  });
  return presentProject(db, row);
}
