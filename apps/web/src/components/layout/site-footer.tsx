import { Mail, Phone } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { LogoMark } from './logo';

export async function SiteFooter() {
  const [t, tStatistics, tMortgage, tProjects, tDirectory] = await Promise.all([
    getTranslations('footer'),
    getTranslations('statistics'),
    getTranslations('mortgage'),
    getTranslations('projects'),
    getTranslations('organisationDirectory'),
  ]);
  const columns = [
    {
      title: t('company'),
      links: [
        { href: '/about', label: t('about') },
        { href: '/contact', label: t('contact') },
      ],
    },
    {
      title: t('help'),
      links: [
        { href: '/about#how-to-list', label: t('howToList') },
        { href: '/about#safety', label: t('safety') },
        { href: '/about#faq', label: t('faq') },
        { href: '/projects', label: tProjects('title') },
        { href: '/agencies', label: tDirectory('agency.title') },
        { href: '/developers', label: tDirectory('developer.title') },
        { href: '/statistics', label: tStatistics('navLabel') },
        { href: '/mortgage', label: tMortgage('openCalculator') },
      ],
    },
    {
      title: t('legal'),
      links: [
        { href: '/privacy-policy', label: t('privacy') },
        { href: '/cookie-policy', label: t('cookies') },
        { href: '/terms-of-service', label: t('terms') },
      ],
    },
  ];
  return (
    <footer className="mt-16 border-t border-border bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Link href="/" className="inline-flex items-center gap-2">
            <LogoMark className="size-8" />
            <span className="text-lg font-semibold text-fg">Sakhli</span>
          </Link>
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-muted">{t('tagline')}</p>
          <div className="mt-5 flex flex-col gap-2 text-sm">
            <a
              href={`tel:${t('phone').replace(/\s/g, '')}`}
              className="inline-flex items-center gap-2 text-fg hover:text-primary"
            >
              <Phone className="size-4 text-muted" aria-hidden /> {t('phone')}
            </a>
            <a
              href={`mailto:${t('email')}`}
              className="inline-flex items-center gap-2 text-fg hover:text-primary"
            >
              <Mail className="size-4 text-muted" aria-hidden /> {t('email')}
            </a>
            <span className="text-muted">{t('hours')}</span>
          </div>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-fg">{column.title}</h2>
            <ul className="mt-3 flex flex-col gap-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-sm text-muted hover:text-fg">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-muted sm:px-6">
          {t('rights', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
