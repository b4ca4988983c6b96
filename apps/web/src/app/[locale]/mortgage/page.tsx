import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MortgageCalculator } from '@/features/mortgage/mortgage-calculator';
import { mortgageDefaults } from '@/features/mortgage/mortgage-defaults';
import { withClientMessages } from '@/i18n/client-messages';

interface PageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'mortgage' });
  return { title: t('pageTitle'), description: t('intro') };
}

async function MortgagePage({ params }: PageProps) {
  setRequestLocale((await params).locale);
  const t = await getTranslations('mortgage');
  const { rates, rateUsdGel } = mortgageDefaults();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-fg">{t('pageTitle')}</h1>
      <p className="mt-3 leading-relaxed text-muted">{t('intro')}</p>
      <div className="mt-8">
        <MortgageCalculator rates={rates} rateUsdGel={rateUsdGel} />
      </div>
      <section className="mt-8 text-sm leading-relaxed text-muted">
        <h2 className="text-base font-semibold text-fg">{t('rulesTitle')}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>{t('ruleDownPayment')}</li>
          <li>{t('ruleGelOnly')}</li>
          <li>{t('ruleForeignTerm')}</li>
          <li>{t('ruleLeasehold')}</li>
        </ul>
      </section>
    </div>
  );
}

export default withClientMessages(['mortgage'], MortgagePage);
