import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { organisationName } from '@/components/poster-line';
import { OrganisationHeader } from '@/features/organisations/organisation-header';
import { ProjectCard } from '@/features/projects/project-card';
import { PropertyCard } from '@/features/property/property-card';
import { Link } from '@/i18n/navigation';
import { ApiError } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server';
import { cn } from '@/lib/cn';
import { withClientMessages } from '@/i18n/client-messages';

interface PageProps {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<{ deal?: string; page?: string }>;
}

const PAGE_SIZE = 24;
/** A developer's projects shown on its page; more are one link away, in the project search. */
const PROJECTS_SHOWN = 6;
const DEALS = ['sale', 'rent'] as const;

async function load(slug: string) {
  try {
    return await (await serverApi()).organisation(slug);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, slug } = await params;
  const organisation = await load(slug);
  if (!organisation)
    return { title: (await getTranslations({ locale, namespace: 'organisationPage' }))('notFound') };
  return { title: organisationName(organisation, locale) };
}

/**
 * An agency's (or, at /developers/{slug}, a developer's) page: who they are, their agents, a developer's projects, and
 * their active listings (a project's unit listings among them), filtered by deal through the search's own filters
 * (`organisation` and `listing_type`).
 */
async function OrganisationPage({ params, searchParams }: PageProps) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const organisation = await load(slug);
  if (!organisation) notFound();
  const { deal: rawDeal, page: rawPage } = await searchParams;
  const deal = (DEALS as readonly string[]).includes(rawDeal ?? '') ? rawDeal : undefined;
  const page = Math.max(1, Math.min(400, Number(rawPage) || 1));
  const t = await getTranslations('organisationPage');
  const query = new URLSearchParams({
    organisation: String(organisation.id),
    limit: String(PAGE_SIZE),
    skip: String((page - 1) * PAGE_SIZE),
    ...(deal ? { listing_type: deal } : {}),
  });
  const api = await serverApi();
  const [listings, projects] = await Promise.all([
    api.searchProperties(query.toString()),
    organisation.kind === 'developer'
      ? api.searchProjects(
          new URLSearchParams({
            developer: String(organisation.id),
            page_size: String(PROJECTS_SHOWN),
          }).toString(),
        )
      : null,
  ]);
  const base = `/${organisation.kind === 'developer' ? 'developers' : 'agencies'}/${organisation.slug}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <OrganisationHeader organisation={organisation} />
      {projects?.items.length ? (
        <section aria-labelledby="organisation-projects" className="mb-10">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="organisation-projects" className="text-xl font-semibold text-fg">
              {t('projectsTitle')}
            </h2>
            {projects.total_count > projects.items.length ? (
              <Link
                href={`/projects?developer=${organisation.id}`}
                className="text-sm text-primary underline-offset-4 hover:underline"
              >
                {t('allProjects')}
              </Link>
            ) : null}
          </div>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="organisation-projects">
            {projects.items.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="organisation-listings">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="organisation-listings" className="text-xl font-semibold text-fg">
            {t('listingsTitle')}
          </h2>
          <nav className="flex gap-2" aria-label={t('listingsTitle')}>
            {[undefined, ...DEALS].map((option) => (
              <Link
                key={option ?? 'all'}
                href={option ? `${base}?deal=${option}` : base}
                aria-current={option === deal ? 'page' : undefined}
                className={cn(
                  'rounded-full border border-border px-3 py-1 text-sm',
                  option === deal ? 'bg-primary text-primary-fg' : 'text-fg hover:bg-surface-2',
                )}
              >
                {option ? t(option) : t('allDeals')}
              </Link>
            ))}
          </nav>
        </div>
        {listings.length ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="organisation-listings">
            {listings.map((property, index) => (
              <li key={property.id}>
                <PropertyCard property={property} priority={index < 3} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">{t('noListings')}</p>
        )}
        {listings.length === PAGE_SIZE || page > 1 ? (
          <nav className="mt-6 flex justify-between">
            {page > 1 ? (
              <Link
                href={`${base}?${new URLSearchParams({ ...(deal ? { deal } : {}), page: String(page - 1) })}`}
              >
                ←
              </Link>
            ) : (
              <span />
            )}
            {listings.length === PAGE_SIZE ? (
              <Link
                href={`${base}?${new URLSearchParams({ ...(deal ? { deal } : {}), page: String(page + 1) })}`}
              >
                →
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}

export default withClientMessages(['card', 'save'], OrganisationPage);
