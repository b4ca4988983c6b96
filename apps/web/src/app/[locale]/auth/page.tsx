import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NarrowPage } from '@/components/layout/narrow-page';
import { AuthForms } from '@/features/auth/auth-forms';
import { requireGuest } from '@/features/auth/guards';
import { safeNext } from '@/lib/auth/safe-next';
import { withClientMessages } from '@/i18n/client-messages';

interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ next?: string | string[]; tab?: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'auth' });
  return { title: t('signIn'), robots: { index: false } };
}

async function AuthPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { next, tab } = await searchParams;
  await requireGuest(locale, next);
  const t = await getTranslations('auth');
  return (
    <NarrowPage title={t('title')} subtitle={t('subtitle')}>
      <AuthForms next={safeNext(next)} initialTab={tab === 'register' ? 'register' : 'login'} />
    </NarrowPage>
  );
}

export default withClientMessages(['auth', 'validation'], AuthPage);
