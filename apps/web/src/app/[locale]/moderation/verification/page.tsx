import type { OrganisationReviewList } from '@tbilisi/contracts';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { organisationName, organisationPath } from '@/components/poster-line';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { requireModerator } from '@/features/auth/guards';
import { ListingVerification, OrganisationVerifyButton } from '@/features/moderation/verification';
import { SearchError } from '@/features/search/result-controls';
import { ModerationPageHead } from '@/features/moderation/moderation-page-head';
import { withClientMessages } from '@/i18n/client-messages';
import { Link } from '@/i18n/navigation';
import { serverApi } from '@/lib/api/server';
import { formatDate } from '@/lib/format';

interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ status?: string; q?: string }>;
}

const STATUSES = ['waiting', 'verified', 'all'] as const;
type Status = (typeof STATUSES)[number];

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'verification' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * Moderators only: verify a company (its documents were checked outside the site) and a listing's cadastral code
 * (decision 018). The company list is a plain GET form, waiting companies first; the marks are set in place.
 */
async function VerificationPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireModerator(locale, '/moderation/verification');
  const t = await getTranslations('verification');
  const { status: rawStatus, q: rawQuery } = await searchParams;
  const status: Status = (STATUSES as readonly string[]).includes(rawStatus ?? '')
    ? (rawStatus as Status)
    : 'waiting';
  const q = (rawQuery ?? '').trim().slice(0, 200);
  const query = new URLSearchParams({
    ...(status === 'all' ? {} : { verified: status === 'verified' ? 'true' : 'false' }),
    ...(q ? { query: q } : {}),
    limit: '50',
  });
  const companies: OrganisationReviewList | null = await (
    await serverApi()
  )
    .organisationsToVerify(query.toString())
    .catch(() => null);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <ModerationPageHead back={t('back')} title={t('title')} subtitle={t('subtitle')} />

      <section aria-labelledby="verify-companies" className="mb-12">
        <h2 id="verify-companies" className="mb-3 text-xl font-semibold text-fg">
          {t('companiesTitle')}
        </h2>
        <form method="get" className="mb-5 flex flex-wrap items-end gap-3" role="search">
          <Field label={t('search')} htmlFor="verify-q" className="w-full sm:w-72">
            <Input id="verify-q" name="q" defaultValue={q} maxLength={200} />
          </Field>
          <Field label={t('status')} htmlFor="verify-status" className="w-56">
            <Select id="verify-status" name="status" defaultValue={status}>
              {STATUSES.map((option) => (
                <option key={option} value={option}>
                  {t(`statuses.${option}`)}
                </option>
              ))}
            </Select>
          </Field>
          <button type="submit" className={buttonClasses('outline')}>
            {t('show')}
          </button>
        </form>
        {!companies ? (
          <SearchError title={t('loadFailed')} message="" />
        ) : companies.items.length === 0 ? (
          <p className="text-muted">{t('companiesEmpty')}</p>
        ) : (
          <>
            <p className="mb-3 text-sm text-muted">{t('companiesCount', { count: companies.total_count })}</p>
            <ul className="flex flex-col gap-3" data-testid="companies-to-verify">
              {companies.items.map((company) => {
                const name = organisationName(company, locale);
                return (
                  <li
                    key={company.id}
                    className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="flex min-w-0 flex-col gap-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <Link
                          href={organisationPath(company)}
                          className="font-medium text-fg hover:underline"
                        >
                          {name}
                        </Link>
                        <Badge tone="primary">{t(`kinds.${company.kind}`)}</Badge>
                        {company.verified_at ? (
                          <Badge tone="success">
                            {t('verifiedOn', { date: formatDate(company.verified_at, locale) })}
                          </Badge>
                        ) : (
                          <Badge>{t('waiting')}</Badge>
                        )}
                      </div>
                      <p className="text-sm text-muted">
                        {[company.phone, company.address].filter(Boolean).join(' · ') || t('noContacts')}
                      </p>
                      <p className="text-xs text-muted">
                        {t('companyFacts', {
                          count: company.active_listings,
                          date: formatDate(company.created_at, locale),
                        })}
                      </p>
                    </div>
                    <OrganisationVerifyButton id={company.id} name={name} verified={company.verified} />
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="verify-listing-title">
        <h2 id="verify-listing-title" className="mb-1 text-xl font-semibold text-fg">
          {t('listingTitle')}
        </h2>
        <p className="mb-4 max-w-3xl text-sm text-muted">{t('listingIntro')}</p>
        <ListingVerification />
      </section>
    </div>
  );
}

export default withClientMessages(['common', 'home', 'search', 'verification'], VerificationPage);
