import type { ProjectSummary } from '@tbilisi/contracts';

type Named = Pick<ProjectSummary, 'name_ka' | 'name_en' | 'name_ru'>;

/** A project's name in the reader's language, else the Georgian name (always given). */
export function projectName(project: Named, locale: string): string {
  const variant = locale === 'en' ? project.name_en : locale === 'ru' ? project.name_ru : '';
  return variant.trim() || project.name_ka;
}

/** The developer's name in the reader's language, else the Georgian one. */
export const developerName = projectName;

/** The year and quarter a project is delivered in: "Q3 2027". */
export function deliveryQuarter(isoDate: string): { quarter: number; year: number } {
  const [year, month] = isoDate.split('-').map(Number);
  return { quarter: Math.floor(((month ?? 1) - 1) / 3) + 1, year: year ?? 0 };
}
