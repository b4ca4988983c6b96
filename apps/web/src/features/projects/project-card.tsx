import { BadgeCheck, Building2, CalendarClock, ImageOff } from 'lucide-react';
import type { ProjectSummary } from '@tbilisi/contracts';
import { getLocale, getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { Link } from '@/i18n/navigation';
import { formatNumber } from '@/lib/format';
import { placeholderStyle, srcSetOf } from '@/lib/images';
import { locationName } from '@/lib/locations';
import { ProjectMoney } from './project-money';
import { deliveryQuarter, developerName, projectName } from './project-text';

/** A project in the /projects list and the new-buildings tab: photo, name, developer, place, delivery, prices. */
export async function ProjectCard({
  project,
  priority = false,
}: {
  project: ProjectSummary;
  priority?: boolean;
}) {
  const locale = await getLocale();
  const t = await getTranslations('projects');
  const name = projectName(project, locale);
  const photo = project.main_photo;
  const { quarter, year } = deliveryQuarter(project.delivery_date);
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-xs transition-shadow hover:shadow-md"
      data-testid="project-card"
    >
      <div
        className="relative aspect-[4/3] overflow-hidden bg-surface-2"
        style={placeholderStyle(photo ?? undefined)}
      >
        {photo ? (
          <img
            src={photo.image_url}
            srcSet={srcSetOf(photo)}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-muted">
            <ImageOff className="size-8" aria-hidden />
          </div>
        )}
        <div className="absolute top-3 left-3 flex gap-2">
          <Badge tone="overlay">{t(`status.${project.status}`)}</Badge>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold text-fg">
          <Link href={`/projects/${project.id}`} className="after:absolute after:inset-0">
            {name}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-muted">
          <Building2 className="size-4" aria-hidden />
          {developerName(project.developer, locale)}
          {project.developer.verified ? (
            <BadgeCheck className="size-4 text-primary" aria-label={t('verifiedDeveloper')} />
          ) : null}
        </p>
        <p className="text-sm text-muted">
          {[locationName(project.neighbourhood, locale), locationName(project.district, locale)]
            .filter(Boolean)
            .join(', ')}
        </p>
        <p className="flex items-center gap-1 text-sm text-fg">
          <CalendarClock className="size-4" aria-hidden />
          {t('delivery', { quarter, year })}
        </p>
        <div className="mt-auto flex flex-wrap items-baseline justify-between gap-2 pt-2">
          {project.price_per_m2_from_gel !== null && project.price_per_m2_from_usd !== null ? (
            <p className="font-semibold text-fg">
              {t('perM2From')}{' '}
              <ProjectMoney gel={project.price_per_m2_from_gel} usd={project.price_per_m2_from_usd} />
            </p>
          ) : (
            <p className="text-sm text-muted">{t('noPrices')}</p>
          )}
          <p className="text-sm text-muted">
            {t('availableOf', {
              available: formatNumber(project.available_units, locale),
              total: formatNumber(project.total_units, locale),
            })}
          </p>
        </div>
      </div>
    </article>
  );
}
