import { WifiOff } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OfflineListings } from '@/features/offline/offline-listings';
import { withClientMessages } from '@/i18n/client-messages';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'offline' });
  return { title: t('title'), robots: { index: false } };
}

/** What the service worker shows for a page it cannot fetch and has not kept (public/sw.js, decision 020). */
async function OfflinePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('offline');
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <WifiOff className="size-10 text-muted" aria-hidden />
      <h1 className="mt-4 text-2xl font-semibold text-fg">{t('title')}</h1>
      <p className="mt-2 text-muted">{t('text')}</p>
      <OfflineListings />
    </div>
  );
}

export default withClientMessages(['offline'], OfflinePage);
