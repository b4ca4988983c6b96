import { type Project } from '@tbilisi/contracts';
import { BadgeCheck, Building2, CalendarClock, Layers, MapPin } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { Badge } from '@/components/ui/badge';
import { ProjectMoney } from '@/features/projects/project-money';
import { ProgressPhotos, ProjectGallery } from '@/features/projects/project-photos';
import { deliveryQuarter, developerName, projectName } from '@/features/projects/project-text';
import { ProjectsMap } from '@/features/projects/projects-map';
import { UnitTypesTable } from '@/features/projects/unit-types-table';
import { Link } from '@/i18n/navigation';
import { ApiError } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server';
import { formatDate, formatNumber } from '@/lib/format';
import { locationName } from '@/lib/locations';
import { withClientMessages } from '@/i18n/client-messages';

interface PageProps {
  params: Promise<{ locale: string; id: string }>;
}

/** The project, or null when there is none with this id (asked once per request). */
const loadProject = cache(async (id: string): Promise<Project | null> => {
  if (!/^\d{1,9}$/.test(id)) return null;
  try {
    return await (await serverApi()).getProject(Number(id));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
});

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, id } = await params;
  const project = await loadProject(id);
  const t = await getTranslations({ locale, namespace: 'projects' });
  if (!project) return { title: t('notFound'), robots: { index: false } };
  return { title: projectName(project, locale), description: project.address };
}

async function ProjectPage({ params }: PageProps) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const project = await loadProject(id);
  if (!project) notFound();
  const t = await getTranslations('projects');
  const name = projectName(project, locale);
  const description =
    (locale === 'en' ? project.description_en : locale === 'ru' ? project.description_ru : '').trim() ||
    project.description_ka;
  const { quarter, year } = deliveryQuarter(project.delivery_date);
  const facts: [string, string][] = [
    [t('statusLabel'), t(`status.${project.status}`)],
    [t('frameStageLabel'), t(`frameStage.${project.frame_stage}`)],
    [
      t('deliveryLabel'),
      `${t('delivery', { quarter, year })} (${formatDate(`${project.delivery_date}T12:00:00Z`, locale)})`,
    ],
    [t('floors'), formatNumber(project.floors, locale)],
    [t('buildings'), formatNumber(project.buildings, locale)],
    [
      t('availability'),
      t('availableOf', {
        available: formatNumber(project.available_units, locale),
        total: formatNumber(project.total_units, locale),
      }),
    ],
  ];
  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <nav aria-label={t('breadcrumb')} className="mb-4 text-sm">
        <Link href="/projects" className="text-primary hover:underline">
          {t('title')}
        </Link>
      </nav>
      <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="mb-2 flex flex-wrap gap-2">
            <Badge>{t(`status.${project.status}`)}</Badge>
            <Badge>{t(`frameStage.${project.frame_stage}`)}</Badge>
          </div>
          <h1 className="text-3xl font-semibold tracking-tight text-fg">{name}</h1>
          <p className="mt-2 flex items-center gap-1 text-muted">
            <Building2 className="size-4" aria-hidden />
            <Link
              href={`/developers/${project.developer.slug}`}
              className="underline-offset-4 hover:text-fg hover:underline"
            >
              {developerName(project.developer, locale)}
            </Link>
            {project.developer.verified ? (
              <BadgeCheck className="size-4 text-primary" aria-label={t('verifiedDeveloper')} />
            ) : null}
          </p>
          <p className="mt-1 flex items-center gap-1 text-muted">
            <MapPin className="size-4" aria-hidden />
            {[
              project.address,
              locationName(project.neighbourhood, locale),
              locationName(project.district, locale),
            ]
              .filter(Boolean)
              .join(', ')}
          </p>
          <p className="mt-1 flex items-center gap-1 text-fg">
            <CalendarClock className="size-4" aria-hidden />
            {t('delivery', { quarter, year })}
          </p>
        </div>
        {project.price_per_m2_from_gel !== null && project.price_per_m2_from_usd !== null ? (
          <div className="rounded-2xl border border-border bg-surface p-4 text-right">
            <p className="text-sm text-muted">{t('perM2From')}</p>
            <p className="text-2xl font-semibold text-fg">
              <ProjectMoney gel={project.price_per_m2_from_gel} usd={project.price_per_m2_from_usd} />
            </p>
            {project.price_from_gel !== null && project.price_from_usd !== null ? (
              <p className="text-sm text-muted">
                {t('flatsFrom')} <ProjectMoney gel={project.price_from_gel} usd={project.price_from_usd} />
              </p>
            ) : null}
          </div>
        ) : null}
      </header>

      {project.photos.length ? (
        <section aria-labelledby="gallery-heading" className="mb-10">
          <h2 id="gallery-heading" className="sr-only">
            {t('gallery')}
          </h2>
          <ProjectGallery photos={project.photos} />
        </section>
      ) : null}

      <section aria-labelledby="units-heading" className="mb-10">
        <h2 id="units-heading" className="mb-4 text-2xl font-semibold text-fg">
          {t('unitTypes')}
        </h2>
        <UnitTypesTable unitTypes={project.unit_types} />
        {project.listings_count > 0 ? (
          <p className="mt-3 text-sm text-muted">
            {t('listingsInProject', { count: project.listings_count })}
          </p>
        ) : null}
      </section>

      <div className="mb-10 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="about-heading">
          <h2 id="about-heading" className="mb-4 text-2xl font-semibold text-fg">
            {t('about')}
          </h2>
          {description ? <p className="mb-4 whitespace-pre-line text-fg">{description}</p> : null}
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-muted">{label}</dt>
                <dd className="font-medium text-fg">{value}</dd>
              </div>
            ))}
          </dl>
          {project.amenities.length ? (
            <>
              <h3 className="mt-6 mb-2 flex items-center gap-1 font-medium text-fg">
                <Layers className="size-4" aria-hidden />
                {t('amenities')}
              </h3>
              <ul className="flex flex-wrap gap-2">
                {project.amenities.map((amenity) => (
                  <li key={amenity}>
                    <Badge>{t(`amenity.${amenity}` as 'amenity.elevator')}</Badge>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        <section aria-labelledby="map-heading">
          <h2 id="map-heading" className="mb-4 text-2xl font-semibold text-fg">
            {t('location')}
          </h2>
          <div className="h-80">
            <ProjectsMap
              pins={[
                {
                  id: project.id,
                  name,
                  label: name,
                  latitude: project.latitude,
                  longitude: project.longitude,
                },
              ]}
            />
          </div>
        </section>
      </div>

      <section aria-labelledby="progress-heading">
        <h2 id="progress-heading" className="mb-4 text-2xl font-semibold text-fg">
          {t('progress')}
        </h2>
        <ProgressPhotos photos={project.progress_photos} />
      </section>
    </article>
  );
}

export default withClientMessages(['map', 'projects'], ProjectPage);
