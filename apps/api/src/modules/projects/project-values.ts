import type { ProjectCreateInput, ProjectUpdateInput } from '@tbilisi/contracts';
import { findLocation } from '@tbilisi/contracts';
import type { projects } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ProjectRow } from './project-access';

/**
 * The stored columns of a project write. The neighbourhood is checked against the district the project will have
 * after the write (a change of district alone may leave the old neighbourhood behind: refused).
 */
export function toProjectValues(input: ProjectCreateInput | ProjectUpdateInput, existing?: ProjectRow) {
  const district = input.district ?? existing?.district;
  const neighbourhood = input.neighbourhood !== undefined ? input.neighbourhood : existing?.neighbourhood;
  if (neighbourhood && findLocation(neighbourhood)?.district.slug !== district) {
    throw AppError.validation(['body', 'neighbourhood'], 'The neighbourhood is not in this district');
  }
  const values: Partial<typeof projects.$inferInsert> = {
    nameKa: input.name_ka,
    nameEn: input.name_en,
    nameRu: input.name_ru,
    descriptionKa: input.description_ka,
    descriptionEn: input.description_en,
    descriptionRu: input.description_ru,
    address: input.address,
    latitude: input.latitude,
    longitude: input.longitude,
    district: input.district,
    neighbourhood: input.neighbourhood,
    deliveryDate: input.delivery_date,
    status: input.status,
    frameStage: input.frame_stage,
    floors: input.floors,
    buildings: input.buildings,
    amenities: input.amenities,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as typeof values;
}
