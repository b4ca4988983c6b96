import { projectSearchQuery, type ProjectSearchQuery, type ProjectSearchResponse } from '@tbilisi/contracts';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { ProjectCard } from '@/features/projects/project-card';
import { ProjectFilters } from '@/features/projects/project-filters';
import { ProjectsMap } from '@/features/projects/projects-map';
import { projectName } from '@/features/projects/project-text';
import { Link } from '@/i18n/navigation';
import { serverApi } from '@/lib/api/server';
import { formatMoney, formatNumber } from '@/lib/format';
import { withClientMessages } from '@/i18n/client-messages';

type RawParams = Record<string, string | string[] | undefined>;
interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<RawParams>;
}

const MAP_PAGE_SIZE = 200;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'projects' });
  return { title: t('title'), description: t('intro') };
}

/** The filters of the URL the api understands; an unreadable URL shows every project rather than an error. */
function readQuery(raw: RawParams): { query: ProjectSearchQuery; view: 'list' | 'map' } {
  const { view, ...rest } = raw;
  const parsed = projectSearchQuery.safeParse(rest);
  return { query: parsed.success ? parsed.data : {}, view: view === 'map' ? 'map' : 'list' };
}

function toQueryString(query: ProjectSearchQuery, overrides: Record<string, string | undefined> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) params.delete(key);
    else params.set(key, value);
  }
  return params.toString();
}

async function ProjectsPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { query, view } = readQuery(await searchParams);
  const t = await getTranslations('projects');
  const tc = await getTranslations('common');
  let results: ProjectSearchResponse | null = null;
  try {
    results = await (
      await serverApi()
    ).searchProjects(
      toQueryString(query, view === 'map' ? { page_size: String(MAP_PAGE_SIZE), page: undefined } : {}),
    );
  } catch (error) {
    console.error('Project search failed', error);
  }
  const page = results?.page ?? 1;
  const totalPages = results ? Math.ceil(results.total_count / results.page_size) : 0;
  const prefix = locale === 'ka' ? '' : `/${locale}`;
  const viewHref = (next: 'list' | 'map') => {
    const search = toQueryString(query, { view: next === 'map' ? 'map' : undefined, page: undefined });
    return search ? `/projects?${search}` : '/projects';
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight text-fg">{t('title')}</h1>
      <p className="mt-1 mb-6 text-muted">{t('intro')}</p>
      <ProjectFilters query={query} view={view} action={`${prefix}/projects`} />
      <section aria-label={t('results')} className="mt-8">
        {results ? (
          <>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-xl font-semibold text-fg" aria-live="polite">
                {t('found', {
                  count: results.total_count,
                  formatted: formatNumber(results.total_count, locale),
                })}
              </h2>
              <nav aria-label={t('viewLabel')} className="flex gap-2">
                <Link
                  href={viewHref('list')}
                  aria-current={view === 'list' ? 'page' : undefined}
                  className={buttonClasses(view === 'list' ? 'primary' : 'outline', 'sm')}
                >
                  {t('listView')}
                </Link>
                <Link
                  href={viewHref('map')}
                  aria-current={view === 'map' ? 'page' : undefined}
                  className={buttonClasses(view === 'map' ? 'primary' : 'outline', 'sm')}
                >
                  {t('mapView')}
                </Link>
              </nav>
            </div>
            {view === 'map' ? (
              <div className="mb-8 h-[32rem]">
                <ProjectsMap
                  pins={results.items.map((project) => ({
                    id: project.id,
                    name: projectName(project, locale),
                    label:
                      project.price_per_m2_from_usd !== null
                        ? `${formatMoney(project.price_per_m2_from_usd, 'USD', locale)}/m²`
                        : projectName(project, locale),
                    latitude: project.latitude,
                    longitude: project.longitude,
                  }))}
                />
              </div>
            ) : null}
            {results.items.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-border-strong p-8 text-center text-muted">
                {t('none')}
              </p>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {results.items.map((project, index) => (
                  <li key={project.id} className="flex [&>article]:w-full">
                    <ProjectCard project={project} priority={index < 3} />
                  </li>
                ))}
              </ul>
            )}
            {view === 'list' && totalPages > 1 ? (
              <nav aria-label={t('pages')} className="mt-8 flex justify-center gap-2">
                {page > 1 ? (
                  <Link
                    href={`/projects?${toQueryString(query, { page: String(page - 1) })}`}
                    className={buttonClasses('outline', 'sm')}
                  >
                    {t('previous')}
                  </Link>
                ) : null}
                <span className="px-3 py-1 text-sm text-muted">
                  {t('pageOf', { page, total: totalPages })}
                </span>
                {page < totalPages ? (
                  <Link
                    href={`/projects?${toQueryString(query, { page: String(page + 1) })}`}
                    className={buttonClasses('outline', 'sm')}
                  >
                    {t('next')}
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </>
        ) : (
          <p role="alert" className="text-danger">
            {tc('errorText')}
          </p>
        )}
      </section>
    </div>
  );
}

export default withClientMessages(['map', 'projects'], ProjectsPage);
