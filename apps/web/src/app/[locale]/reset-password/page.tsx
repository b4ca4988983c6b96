import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NarrowPage } from '@/components/layout/narrow-page';
import { ResetPasswordForm } from '@/features/auth/account-recovery';
import { withClientMessages } from '@/i18n/client-messages';

interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'reset' });
  return { title: t('title'), robots: { index: false } };
}

async function ResetPasswordPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('reset');
  return (
    <NarrowPage title={t('title')}>
      <ResetPasswordForm token={(await searchParams).token ?? ''} />
    </NarrowPage>
  );
}

export default withClientMessages(['auth', 'forgot', 'reset', 'validation', 'verify'], ResetPasswordPage);
