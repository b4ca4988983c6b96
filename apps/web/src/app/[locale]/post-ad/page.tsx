import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/features/auth/guards';
import { ListingForm } from '@/features/listing-form/listing-form';
import { LISTING_FORM_NAMESPACES } from '@/features/listing-form/listing-form-messages';
import { QueryProvider } from '@/components/layout/query-provider';
import { withClientMessages } from '@/i18n/client-messages';

interface PageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'listingForm' });
  return { title: t('createTitle'), robots: { index: false } };
}

async function PostAdPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireUser(locale, '/post-ad');
  const t = await getTranslations('listingForm');
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight text-fg">{t('createTitle')}</h1>
      <p className="mt-1.5 mb-8 text-muted">{t('createSubtitle')}</p>
      <QueryProvider>
        <ListingForm defaultPhone={user.phone} />
      </QueryProvider>
    </div>
  );
}

export default withClientMessages(LISTING_FORM_NAMESPACES, PostAdPage);
