import type { Organisation } from '@tbilisi/contracts';
import { BadgeCheck, Building2, MapPin, Phone } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { organisationName } from '@/components/poster-line';

/** An agency's or developer's page head: logo, name, badge, counts, description, phone, address and agents. */
export async function OrganisationHeader({ organisation }: { organisation: Organisation }) {
  const locale = await getLocale();
  const t = await getTranslations('organisationPage');
  const tPoster = await getTranslations('poster');
  const name = organisationName(organisation, locale);
  const description =
    (locale === 'en'
      ? organisation.description_en
      : locale === 'ru'
        ? organisation.description_ru
        : ''
    ).trim() || organisation.description_ka;
  return (
    <header className="mb-8 flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6 sm:flex-row">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-surface-2">
        {organisation.logo_url ? (
          <img src={organisation.logo_url} alt="" className="size-full object-contain" />
        ) : (
          <Building2 className="size-10 text-muted" aria-hidden />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">{name}</h1>
          <Badge tone="primary">{tPoster(organisation.kind === 'developer' ? 'developer' : 'agent')}</Badge>
          {organisation.verified ? (
            <Badge tone="success" data-testid="verified-organisation">
              <BadgeCheck className="mr-1 size-3.5" aria-hidden />
              {t('verified')}
            </Badge>
          ) : (
            <Badge>{t('notVerified')}</Badge>
          )}
        </div>
        <p className="text-muted" data-testid="organisation-count">
          {t('activeListings', { count: organisation.active_listings })}
        </p>
        {description ? <p className="max-w-3xl whitespace-pre-line text-fg">{description}</p> : null}
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted">
          {organisation.phone ? (
            <li className="inline-flex items-center gap-1.5">
              <Phone className="size-4" aria-hidden />
              <span className="sr-only">{t('phone')}</span>
              <a href={`tel:${organisation.phone.replace(/\s+/g, '')}`} className="hover:underline">
                {organisation.phone}
              </a>
            </li>
          ) : null}
          {organisation.address ? (
            <li className="inline-flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden />
              <span className="sr-only">{t('address')}</span>
              {organisation.address}
            </li>
          ) : null}
        </ul>
        {organisation.members.length ? (
          <div className="text-sm">
            <h2 className="font-medium text-fg">{t('members')}</h2>
            <ul className="mt-1 flex flex-wrap gap-2">
              {organisation.members.map((member) => (
                <li key={member.user_id} className="rounded-full bg-surface-2 px-3 py-1 text-muted">
                  {member.first_name} {member.last_name} ·{' '}
                  {tPoster('listings', { count: member.active_listings })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </header>
  );
}
