import { Plus } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { QueryProvider } from '@/components/layout/query-provider';
import { Button } from '@/components/ui/button';
import { SavedSearchesPanel } from '@/features/alerts/saved-searches-panel';
import { requireUser } from '@/features/auth/guards';
import { DashboardTabs } from '@/features/dashboard/dashboard-tabs';
import { DASHBOARD_TABS, type DashboardTab } from '@/features/dashboard/tabs';
import { SearchError } from '@/features/search/result-controls';
import { Link } from '@/i18n/navigation';
import { serverApi } from '@/lib/api/server';
import { withClientMessages } from '@/i18n/client-messages';

interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ tab?: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'dashboard' });
  return { title: t('title'), robots: { index: false } };
}

async function DashboardPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireUser(locale, '/dashboard');
  const { tab } = await searchParams;
  const t = await getTranslations('dashboard');
  const th = await getTranslations('header');
  const ta = await getTranslations('alerts');
  const tp = await getTranslations('projects');
  const tOrg = await getTranslations('organisationDashboard');
  const api = await serverApi();
  const data = await Promise.all([api.myProperties(), api.savedProperties()]).catch(() => null);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight text-fg">{t('title')}</h1>
          <p className="mt-1 text-muted">{t('welcome', { first: user.first_name, last: user.last_name })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/dashboard/projects">{tp('dashboardLink')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/dashboard/organisation">{tOrg('title')}</Link>
          </Button>
          <Button asChild>
            <Link href="/post-ad">
              <Plus className="size-4" aria-hidden />
              {th('listProperty')}
            </Link>
          </Button>
        </div>
      </div>
      {data ? (
        <QueryProvider>
          <DashboardTabs
            user={user}
            initialTab={
              (DASHBOARD_TABS as readonly string[]).includes(tab ?? '') ? (tab as DashboardTab) : 'listings'
            }
            initialListings={data[0]}
            initialSaved={data[1]}
            alerts={{ label: ta('tab'), panel: <SavedSearchesPanel /> }}
          />
        </QueryProvider>
      ) : (
        <SearchError title={t('loadFailed')} message="" />
      )}
    </div>
  );
}

export default withClientMessages(
  ['alerts', 'auth', 'card', 'common', 'dashboard', 'home', 'search', 'validation'],
  DashboardPage,
);
