import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requireUser } from '@/features/auth/guards';
import { ListingForm } from '@/features/listing-form/listing-form';
import { LISTING_FORM_NAMESPACES } from '@/features/listing-form/listing-form-messages';
import { QueryProvider } from '@/components/layout/query-provider';
import { loadProperty } from '@/features/property/load-property';
import { redirect } from '@/i18n/navigation';
import { withClientMessages } from '@/i18n/client-messages';

interface PageProps {
  params: Promise<{ locale: string; id: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'listingForm' });
  return { title: t('editTitle'), robots: { index: false } };
}

async function EditPropertyPage({ params }: PageProps) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const user = await requireUser(locale, `/edit-property/${id}`);
  const property = await loadProperty(id);
  if (!property) notFound();
  // Someone else's listing: the api would refuse the update anyway, so do not offer the form.
  if (property.owner_id !== user.id) redirect({ href: '/dashboard', locale });
  const t = await getTranslations('listingForm');
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="mb-8 text-3xl font-semibold tracking-tight text-fg">{t('editTitle')}</h1>
      <QueryProvider>
        <ListingForm property={property} defaultPhone={user.phone} />
      </QueryProvider>
    </div>
  );
}

export default withClientMessages(LISTING_FORM_NAMESPACES, EditPropertyPage);
