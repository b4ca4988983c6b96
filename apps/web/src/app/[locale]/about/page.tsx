import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

interface PageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'about' });
  return { title: t('title'), description: t('intro') };
}

export default async function AboutPage({ params }: PageProps) {
  setRequestLocale((await params).locale);
  const t = await getTranslations('about');
  const steps = ['how1', 'how2', 'how3'] as const;
  const tips = ['safety1', 'safety2', 'safety3'] as const;
  const questions = [
    ['faq1q', 'faq1a'],
    ['faq2q', 'faq2a'],
    ['faq3q', 'faq3a'],
  ] as const;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold tracking-tight text-fg sm:text-4xl">{t('title')}</h1>
      <p className="mt-6 text-lg leading-relaxed text-fg">{t('intro')}</p>
      <section id="how-to-list" className="mt-12 scroll-mt-24">
        <h2 className="text-xl font-semibold text-fg">{t('howTitle')}</h2>
        <ol className="mt-4 flex flex-col gap-3">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3 leading-relaxed text-muted">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary-strong">
                {index + 1}
              </span>
              {t(step)}
            </li>
          ))}
        </ol>
      </section>
      <section id="safety" className="mt-12 scroll-mt-24">
        <h2 className="text-xl font-semibold text-fg">{t('safetyTitle')}</h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 leading-relaxed text-muted">
          {tips.map((tip) => (
            <li key={tip}>{t(tip)}</li>
          ))}
        </ul>
      </section>
      <section id="faq" className="mt-12 scroll-mt-24">
        <h2 className="text-xl font-semibold text-fg">{t('faqTitle')}</h2>
        <dl className="mt-4 flex flex-col gap-5">
          {questions.map(([question, answer]) => (
            <div key={question}>
              <dt className="font-medium text-fg">{t(question)}</dt>
              <dd className="mt-1 leading-relaxed text-muted">{t(answer)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </article>
  );
}
