import { Mail, Phone } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TeamContactForm } from '@/features/contact/team-contact-form';
import { withClientMessages } from '@/i18n/client-messages';

interface PageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'contactPage' });
  return { title: t('title'), description: t('intro') };
}

async function ContactPage({ params }: PageProps) {
  setRequestLocale((await params).locale);
  const t = await getTranslations('contactPage');
  const tf = await getTranslations('footer');
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold tracking-tight text-fg sm:text-4xl">{t('title')}</h1>
      <p className="mt-4 leading-relaxed text-muted">{t('intro')}</p>
      <div className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <a
          href={`tel:${tf('phone').replace(/\s/g, '')}`}
          className="inline-flex items-center gap-2 text-fg hover:text-primary"
        >
          <Phone className="size-4 text-muted" aria-hidden /> {tf('phone')}
        </a>
        <a
          href={`mailto:${tf('email')}`}
          className="inline-flex items-center gap-2 text-fg hover:text-primary"
        >
          <Mail className="size-4 text-muted" aria-hidden /> {tf('email')}
        </a>
        <span className="text-muted">{tf('hours')}</span>
      </div>
      <div className="mt-10 rounded-2xl border border-border bg-surface p-5 sm:p-7">
        <TeamContactForm />
      </div>
    </div>
  );
}

export default withClientMessages(['contact', 'contactPage', 'validation'], ContactPage);
