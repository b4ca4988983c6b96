import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NarrowPage } from '@/components/layout/narrow-page';
import { ForgotPasswordForm } from '@/features/auth/account-recovery';
import { requireGuest } from '@/features/auth/guards';
import { withClientMessages } from '@/i18n/client-messages';

interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ next?: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'forgot' });
  return { title: t('title'), robots: { index: false } };
}

async function ForgotPasswordPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireGuest(locale, (await searchParams).next);
  const t = await getTranslations('forgot');
  return (
    <NarrowPage title={t('title')}>
      <ForgotPasswordForm />
    </NarrowPage>
  );
}

export default withClientMessages(['auth', 'forgot', 'reset', 'validation', 'verify'], ForgotPasswordPage);
