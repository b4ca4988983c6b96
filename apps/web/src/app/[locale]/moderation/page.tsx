import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireModerator } from '@/features/auth/guards';
import { QueryProvider } from '@/components/layout/query-provider';
import { DuplicateReviewView } from '@/features/moderation/duplicate-review';
import { loadDuplicateReview } from '@/features/moderation/load-review';
import { SearchError } from '@/features/search/result-controls';
import { Link } from '@/i18n/navigation';
import { withClientMessages } from '@/i18n/client-messages';

interface PageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'moderation' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * Moderators only: listings that look like one property, to confirm as one or split
 * (docs/product/screens.md#moderation).
 */
async function ModerationPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireModerator(locale, '/moderation');
  const t = await getTranslations('moderation');
  const tv = await getTranslations('vitals');
  const tVerification = await getTranslations('verification');
  const tCorners = await getTranslations('corners');
  const loaded = await loadDuplicateReview().catch(() => null);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight text-fg">{t('title')}</h1>
      <p className="mt-1.5 max-w-3xl text-muted">{t('subtitle')}</p>
      <p className="mt-2 mb-8 flex flex-wrap gap-x-6 gap-y-1">
        <Link href="/moderation/verification" className="text-primary underline-offset-4 hover:underline">
          {tVerification('link')}
        </Link>
        <Link href="/moderation/corners" className="text-primary underline-offset-4 hover:underline">
          {tCorners('link')}
        </Link>
        <Link href="/moderation/speed" className="text-primary underline-offset-4 hover:underline">
          {tv('link')}
        </Link>
      </p>
      {loaded ? (
        <QueryProvider>
          <DuplicateReviewView loaded={loaded} />
        </QueryProvider>
      ) : (
        <SearchError title={t('loadFailed')} message="" />
      )}
    </div>
  );
}

export default withClientMessages(['card', 'common', 'home', 'moderation', 'search'], ModerationPage);
