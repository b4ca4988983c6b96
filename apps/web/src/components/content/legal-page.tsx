import { getLocale, getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/format';

const SECTIONS = { privacy: 5, terms: 5, cookies: 4 } as const;
export const LEGAL_UPDATED = new Date('2025-07-18T12:00:00Z');

export async function LegalPage({ document }: { document: keyof typeof SECTIONS }) {
  const t = await getTranslations(`legal.${document}`);
  const tl = await getTranslations('legal');
  const locale = await getLocale();
  const numbers = Array.from({ length: SECTIONS[document] }, (_, i) => i + 1);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold tracking-tight text-fg sm:text-4xl">{t('title')}</h1>
      <p className="mt-3 text-sm text-muted">{tl('updated', { date: formatDate(LEGAL_UPDATED, locale) })}</p>
      <p className="mt-8 text-lg leading-relaxed text-fg">{t('intro')}</p>
      {numbers.map((n) => (
        <section key={n} className="mt-8">
          <h2 className="text-xl font-semibold text-fg">{t(`s${n}Title` as 's1Title')}</h2>
          <p className="mt-2 leading-relaxed text-muted">{t(`s${n}` as 's1')}</p>
        </section>
      ))}
    </article>
  );
}

export async function legalMetadata(locale: string, document: keyof typeof SECTIONS) {
  const t = await getTranslations({ locale, namespace: `legal.${document}` });
  return { title: t('title'), description: t('intro') };
}
