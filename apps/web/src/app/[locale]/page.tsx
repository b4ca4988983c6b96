import { PAGE_SIZE_DEFAULT } from '@tbilisi/contracts';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import { SaveSearchButton } from '@/features/alerts/save-search-button';
import { SaveSearchSignIn } from '@/features/alerts/save-search-sign-in';
import { MapResultsLayout } from '@/features/map/map-results-layout';
import { MapViewToggle } from '@/features/map/map-view-toggle';
import { MapUnavailable } from '@/components/map/map-fallback';
import { SearchMap } from '@/features/map/search-map';
import { PropertyCard } from '@/features/property/property-card';
import { ProjectCard } from '@/features/projects/project-card';
import { Link } from '@/i18n/navigation';
import { buttonClasses } from '@/components/ui/button';
import { Hero } from '@/features/search/hero';
import {
  EmptyResults,
  Pagination,
  ResultsRegion,
  SearchError,
  SortControl,
} from '@/features/search/result-controls';
import { SearchBar } from '@/features/search/search-bar';
import { SearchNavigationProvider } from '@/lib/search/search-navigation';
import { parseSearchState } from '@/lib/search/read-search-state';
import { toApiQuery, toPageQuery, type RawSearchParams, RESULTS_ANCHOR } from '@/lib/search/search-state';
import { ResultList, ViewModeToggle } from '@/features/search/view-mode';
import { getCurrentUser, serverApi } from '@/lib/api/server';
import { formatNumber, localized } from '@/lib/format';
import { siteUrl } from '@/lib/site-url';
import { CARD_PHOTO_SIZES, orderedImages, preloadPhoto } from '@/lib/images';
import { withClientMessages } from '@/i18n/client-messages';

interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<RawSearchParams>;
}

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  // The map view and its box are ways of looking at the same results, not other pages for a search engine.
  const query = toPageQuery({ ...parseSearchState(await searchParams), view: 'list', bbox: undefined });
  const prefix = locale === 'ka' ? '' : `/${locale}`;
  return {
    alternates: {
      canonical: `${prefix || '/'}${query ? `?${query}` : ''}`,
      languages: { ka: '/', en: '/en', ru: '/ru' },
    },
    // Deep filter combinations are for people, not for the index.
    robots: query.split('&').length > 3 ? { index: false, follow: true } : undefined,
  };
}

async function loadResults(apiQuery: string) {
  const api = await serverApi();
  try {
    // The page and its count are asked for in parallel, with the same filters
    // (docs/product/search.md#results).
    const [results, count, total] = await Promise.all([
      api.searchProperties(apiQuery),
      api.countSearchResults(apiQuery),
      api.countProperties().catch(() => ({ total_count: 0 })),
    ]);
    return { ok: true as const, results, count: count.total_count, total: total.total_count };
  } catch (error) {
    // The reader gets a plain sentence and a Retry button; the cause goes to the server log.
    console.error('Home search failed', error);
    return { ok: false as const };
  }
}

async function loadProjects(location: string | undefined) {
  try {
    const query = new URLSearchParams({ page_size: '3', ...(location ? { location } : {}) });
    return await (await serverApi()).searchProjects(query.toString());
  } catch (error) {
    // The flats still show; the projects strip is an addition.
    console.error('Projects on the new-buildings tab failed', error);
    return null;
  }
}

async function HomePage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const state = parseSearchState(await searchParams);
  // The new-buildings tab shows developers' projects above the flats (decision 019).
  const projectLocation = state.locations.length === 1 ? state.locations[0] : undefined;
  const [outcome, projects, user] = await Promise.all([
    loadResults(toApiQuery(state)),
    state.listing_type === 'new' ? loadProjects(projectLocation) : Promise.resolve(null),
    // A guest's results carry no save-search dialog code (decision 024); the layout asked already (cached).
    getCurrentUser().catch(() => null),
  ]);
  const tp = await getTranslations('projects');
  const t = await getTranslations('home');
  const ts = await getTranslations('search');
  const ta = await getTranslations('alerts');
  const tc = await getTranslations('common');
  const tm = await getTranslations('map');
  const currentLocale = await getLocale();
  // The first card's photo is the largest paint on a phone (decision 020).
  if (outcome.ok && outcome.results[0]) preloadPhoto(orderedImages(outcome.results[0])[0], CARD_PHOTO_SIZES);
  const totalPages = outcome.ok ? Math.ceil(outcome.count / PAGE_SIZE_DEFAULT) : 0;

  const structuredData = outcome.ok
    ? {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        numberOfItems: outcome.count,
        itemListElement: outcome.results.slice(0, 20).map((property, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: `${siteUrl()}${currentLocale === 'ka' ? '' : `/${currentLocale}`}/property/${property.id}`,
          name: localized(property, 'title', currentLocale),
        })),
      }
    : null;

  return (
    <SearchNavigationProvider state={state}>
      <Hero
        heading={t('heading')}
        explore={
          outcome.ok
            ? t('explore', { count: outcome.total, formatted: formatNumber(outcome.total, currentLocale) })
            : t('loadingProperties')
        }
      />
      <div className="relative z-10 mx-auto -mt-20 max-w-7xl px-4 sm:px-6">
        <SearchBar key={toPageQuery(state)} />
      </div>
      <section
        id={RESULTS_ANCHOR}
        aria-label={ts('results')}
        className="mx-auto max-w-7xl scroll-mt-20 px-4 pt-10 sm:px-6"
      >
        {projects && projects.items.length ? (
          <section aria-labelledby="new-projects" className="mb-10" data-testid="new-building-projects">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h2 id="new-projects" className="text-xl font-semibold text-fg">
                {tp('title')}
              </h2>
              <Link
                href={
                  projectLocation ? `/projects?location=${encodeURIComponent(projectLocation)}` : '/projects'
                }
                className={buttonClasses('outline', 'sm')}
              >
                {tp('newBuildingsProjects')}
              </Link>
            </div>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {projects.items.map((project) => (
                <li key={project.id} className="flex [&>article]:w-full">
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {outcome.ok ? (
          <>
            <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
              <div>
                <h2 className="text-xl font-semibold text-fg" aria-live="polite">
                  {ts('resultCount', {
                    count: outcome.count,
                    formatted: formatNumber(outcome.count, currentLocale),
                  })}
                </h2>
                {totalPages > 1 ? (
                  <p className="mt-0.5 text-sm text-muted">
                    {ts('pageOf', { page: state.page, total: totalPages })}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap items-center gap-3">
                {user ? (
                  <SaveSearchButton query={toApiQuery(state)} suggestedName={ta('defaultName')} />
                ) : (
                  <SaveSearchSignIn query={toApiQuery(state)} />
                )}
                <MapViewToggle />
                <ViewModeToggle />
                <SortControl />
              </div>
            </div>
            {/* The map is an addition beside the list: the list is rendered on the server, map or no map. */}
            <ResultsWithOptionalMap
              map={
                state.view === 'map' ? (
                  <>
                    <SearchMap />
                    <noscript>
                      <div className="absolute inset-0 z-10">
                        <MapUnavailable message={tm('noscript')} />
                      </div>
                    </noscript>
                  </>
                ) : null
              }
            >
              <ResultsRegion>
                {outcome.results.length === 0 ? (
                  <EmptyResults />
                ) : (
                  <ResultList beside={state.view === 'map'}>
                    {outcome.results.map((property, index) => (
                      <li key={property.id} className="flex">
                        <div className="flex w-full [&>article]:w-full">
                          <PropertyCard property={property} priority={index === 0} />
                        </div>
                      </li>
                    ))}
                  </ResultList>
                )}
              </ResultsRegion>
              <Pagination totalPages={totalPages} />
            </ResultsWithOptionalMap>
          </>
        ) : (
          <SearchError message={tc('errorText')} />
        )}
      </section>
      {structuredData ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(structuredData).replace(/</g, '\\u003c') }}
        />
      ) : null}
    </SearchNavigationProvider>
  );
}

function ResultsWithOptionalMap({ map, children }: { map: ReactNode; children: ReactNode }) {
  return map ? <MapResultsLayout map={map}>{children}</MapResultsLayout> : children;
}

export default withClientMessages(
  [
    'alerts',
    'card',
    'common',
    'deal',
    'feature',
    'filters',
    'home',
    'locationPicker',
    'map',
    'propertyType',
    'renovation',
    'save',
    'search',
  ],
  HomePage,
);
