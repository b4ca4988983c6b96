import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/features/auth/guards';
import { OrganisationDashboard } from '@/features/organisations/organisation-dashboard';
import { withClientMessages } from '@/i18n/client-messages';

interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'organisationDashboard' });
  return { title: t('title'), robots: { index: false } };
}

/** The company section of the dashboard; invitation links land here with their token. */
async function OrganisationDashboardPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  await requireUser(
    locale,
    token ? `/dashboard/organisation?token=${encodeURIComponent(token)}` : '/dashboard/organisation',
  );
  const t = await getTranslations('organisationDashboard');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="mb-6 text-3xl font-semibold tracking-tight text-fg">{t('title')}</h1>
      <OrganisationDashboard invitationToken={token} />
    </div>
  );
}

export default withClientMessages(['organisationDashboard', 'poster'], OrganisationDashboardPage);
