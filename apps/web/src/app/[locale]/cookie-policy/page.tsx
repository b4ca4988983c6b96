import { setRequestLocale } from 'next-intl/server';
import { LegalPage, legalMetadata } from '@/components/content/legal-page';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  return legalMetadata((await params).locale, 'cookies');
}

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  return <LegalPage document="cookies" />;
}
