import { organisationDirectoryQuery, type OrganisationCard } from '@tbilisi/contracts';
import { BadgeCheck, Building2, MapPin } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { organisationName, organisationPath } from '@/components/poster-line';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { Link } from '@/i18n/navigation';
import { serverApi } from '@/lib/api/server';

type DirectoryKind = 'agency' | 'developer';
type DirectoryParams = Record<string, string | string[] | undefined>;
interface DirectoryPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<DirectoryParams>;
}

const PAGE_SIZE = 24;

/** The route of /agencies or /developers: its page and its title. */
export function directoryRoute(kind: DirectoryKind) {
  return {
    async generateMetadata({ params }: DirectoryPageProps): Promise<Metadata> {
      const t = await getTranslations({ locale: (await params).locale, namespace: 'organisationDirectory' });
      return { title: t(`${kind}.title`), description: t(`${kind}.intro`) };
    },
    async Page({ params, searchParams }: DirectoryPageProps) {
      const { locale } = await params;
      setRequestLocale(locale);
      return <OrganisationDirectory kind={kind} locale={locale} searchParams={await searchParams} />;
    },
  };
}

/**
 * The directory of agencies or developers (/agencies, /developers): a name search and "verified only" as a plain GET
 * form, so it works before any script loads, and the companies as cards linking to their pages. An unreadable URL
 * shows the whole directory rather than an error.
 */
async function OrganisationDirectory({
  kind,
  locale,
  searchParams,
}: {
  kind: DirectoryKind;
  locale: string;
  searchParams: DirectoryParams;
}) {
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const query = one(searchParams.query)?.trim().slice(0, 200) ?? '';
  const verified = one(searchParams.verified) === 'true';
  const page = Math.max(1, Math.min(400, Number(one(searchParams.page)) || 1));
  const request = organisationDirectoryQuery.parse({
    kind,
    lang: locale,
    limit: String(PAGE_SIZE),
    skip: String((page - 1) * PAGE_SIZE),
    ...(query ? { query } : {}),
    ...(verified ? { verified: 'true' } : {}),
  });
  const params = new URLSearchParams(
    Object.entries(request).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
  const [directory, t] = await Promise.all([
    (await serverApi()).organisations(params.toString()),
    getTranslations('organisationDirectory'),
  ]);
  const base = kind === 'developer' ? '/developers' : '/agencies';
  const pageLink = (to: number) => {
    const link = new URLSearchParams({
      ...(query ? { query } : {}),
      ...(verified ? { verified: 'true' } : {}),
      ...(to > 1 ? { page: String(to) } : {}),
    }).toString();
    return link ? `${base}?${link}` : base;
  };
  const pages = Math.ceil(directory.total_count / PAGE_SIZE);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight text-fg">{t(`${kind}.title`)}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t(`${kind}.intro`)}</p>
      <form
        method="get"
        role="search"
        className="mt-6 flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 sm:flex-row sm:items-end"
      >
        <label className="flex flex-1 flex-col gap-1.5 text-sm font-medium text-fg">
          {t('searchLabel')}
          <Input
            type="search"
            name="query"
            defaultValue={query}
            maxLength={200}
            placeholder={t('searchPlaceholder')}
          />
        </label>
        <label className="flex h-10 items-center gap-2 text-sm text-fg">
          <input
            type="checkbox"
            name="verified"
            value="true"
            defaultChecked={verified}
            className="size-4 accent-primary"
          />
          {t('verifiedOnly')}
        </label>
        <Button type="submit">{t('show')}</Button>
      </form>
      <p className="mt-6 text-sm text-muted" data-testid="directory-count">
        {t('count', { count: directory.total_count })}
      </p>
      {directory.items.length ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {directory.items.map((organisation) => (
            <li key={organisation.id}>
              <DirectoryCard organisation={organisation} locale={locale} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-fg">{t('empty')}</p>
      )}
      {pages > 1 ? (
        <nav aria-label={t('pages')} className="mt-8 flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link href={pageLink(page - 1)} className={buttonClasses('outline')}>
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">{t('page', { page, pages })}</span>
          {page < pages ? (
            <Link href={pageLink(page + 1)} className={buttonClasses('outline')}>
              {t('next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

async function DirectoryCard({ organisation, locale }: { organisation: OrganisationCard; locale: string }) {
  const t = await getTranslations('organisationPage');
  return (
    <Link
      href={organisationPath(organisation)}
      className="flex h-full gap-4 rounded-2xl border border-border bg-surface p-4 transition-colors hover:border-primary"
      data-testid="directory-card"
    >
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-surface-2">
        {organisation.logo_url ? (
          <img src={organisation.logo_url} alt="" className="size-full object-contain" loading="lazy" />
        ) : (
          <Building2 className="size-8 text-muted" aria-hidden />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="font-semibold text-fg">{organisationName(organisation, locale)}</h2>
        {organisation.verified ? (
          <Badge tone="success" className="self-start">
            <BadgeCheck className="mr-1 size-3.5" aria-hidden />
            {t('verified')}
          </Badge>
        ) : null}
        <p className="text-sm text-muted">{t('activeListings', { count: organisation.active_listings })}</p>
        {organisation.address ? (
          <p className="flex items-center gap-1 text-sm text-muted">
            <MapPin className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{organisation.address}</span>
          </p>
        ) : null}
      </div>
    </Link>
  );
}
