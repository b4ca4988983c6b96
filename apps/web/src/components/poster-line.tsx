import type { Poster } from '@tbilisi/contracts';
import { BadgeCheck, Building2, User } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';

/** The organisation's name in the visitor's language, Georgian when it has none. */
export function organisationName(
  organisation: { name_ka: string; name_en: string; name_ru: string },
  locale: string,
): string {
  const variant = locale === 'en' ? organisation.name_en : locale === 'ru' ? organisation.name_ru : '';
  return variant.trim() || organisation.name_ka;
}

export const organisationPath = (organisation: { kind: string; slug: string }) =>
  `/${organisation.kind === 'developer' ? 'developers' : 'agencies'}/${organisation.slug}`;

/**
 * Who posts a listing: owner, agency or developer (with the company's name, its page and its verified badge), and how
 * many active listings that poster holds. On cards and on the property page.
 */
export function PosterLine({ poster, className }: { poster: Poster; className?: string }) {
  const t = useTranslations('poster');
  const locale = useLocale();
  const organisation = poster.organisation;
  return (
    <p
      className={cn('flex min-w-0 flex-wrap items-center gap-x-1.5 text-xs text-muted', className)}
      data-poster={poster.type}
    >
      {organisation ? (
        <Building2 className="size-3.5 shrink-0" aria-hidden />
      ) : (
        <User className="size-3.5 shrink-0" aria-hidden />
      )}
      <span className="font-medium text-fg">{t(poster.type)}</span>
      {organisation ? (
        <>
          <span aria-hidden>·</span>
          <Link
            href={organisationPath(organisation)}
            className="relative z-10 truncate underline-offset-2 hover:underline"
          >
            {organisationName(organisation, locale)}
          </Link>
          {organisation.verified ? (
            <BadgeCheck className="size-3.5 shrink-0 text-primary" aria-label={t('verified')} role="img" />
          ) : null}
        </>
      ) : null}
      <span aria-hidden>·</span>
      <span>{t('listings', { count: poster.active_listings })}</span>
    </p>
  );
}
