import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireModerator } from '@/features/auth/guards';
import { SearchError } from '@/features/search/result-controls';
import { VitalsTable } from '@/features/vitals/vitals-table';
import { serverApi } from '@/lib/api/server';
import { withClientMessages } from '@/i18n/client-messages';

interface PageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'vitals' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Moderators only: how fast the site is for real visitors (GET /api/moderation/vitals, decision 020). */
async function SpeedPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireModerator(locale, '/moderation/speed');
  const t = await getTranslations('vitals');
  const summary = await (await serverApi()).vitalsSummary().catch(() => null);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight text-fg">{t('title')}</h1>
      <p className="mt-1.5 mb-8 max-w-3xl text-muted">{t('subtitle')}</p>
      {summary ? <VitalsTable summary={summary} /> : <SearchError title={t('loadFailed')} message="" />}
    </div>
  );
}

export default withClientMessages(['common', 'home', 'search'], SpeedPage);
