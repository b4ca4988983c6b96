import { Flag, ImageOff, Layers, Scale } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Fragment, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { ReasonList } from '@/components/duplicate-reasons/reason-list';
import { posterRole, scorePercent } from '@/components/duplicate-reasons/reasons';
import { Price } from '@/components/price';
import { Link } from '@/i18n/navigation';
import type { DuplicateReview, Property } from '@tbilisi/contracts';
import { formatDate, formatMoney, localized } from '@/lib/format';
import { orderedImages } from '@/lib/images';
import { addressLine } from '@/lib/locations';
import { collapsePairs } from './collapse-pairs';
import { PairDecision, SplitFromGroup } from './decision-buttons';
import type { LoadedReview } from './load-review';

type Group = DuplicateReview['groups'][number];

function ReviewSection({
  id,
  icon,
  title,
  count,
  empty,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="scroll-mt-24" id={id}>
      <h2 id={`${id}-title`} className="mb-4 flex items-center gap-2 text-xl font-semibold text-fg">
        <span className="text-primary">{icon}</span>
        {title}
        <Badge className="ml-1 tabular-nums">{count}</Badge>
      </h2>
      {count === 0 ? (
        <p className="rounded-2xl border border-dashed border-border px-5 py-8 text-center text-muted">
          {empty}
        </p>
      ) : (
        children
      )}
    </section>
  );
}

/** One listing of a pair: photo, title linked to its page, address and price; or its id when it is gone. */
async function ListingBox({ id, property }: { id: number; property: Property | undefined }) {
  const [t, locale] = await Promise.all([getTranslations('moderation'), getLocale()]);
  const image = property ? orderedImages(property)[0] : undefined;
  return (
    <div className="flex min-w-0 gap-3 rounded-xl bg-surface-2 p-3">
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface-3 text-muted">
        {image ? (
          <img src={image.sizes[0]?.url ?? image.image_url} alt="" className="size-full object-cover" />
        ) : (
          <ImageOff className="size-5" aria-hidden />
        )}
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <Link
          href={`/property/${id}`}
          className="line-clamp-2 font-medium text-fg underline-offset-2 hover:underline"
        >
          <span className="text-muted">#{id}</span> {property ? localized(property, 'title', locale) : null}
        </Link>
        {property ? (
          <>
            <p className="mt-0.5 truncate text-muted">{addressLine(property, locale)}</p>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-muted">
              <Price property={property} className="font-semibold text-fg" />
              <span>{t('poster', { id: property.owner_id })}</span>
              {property.status !== 'active' ? <Badge tone="danger">{t('status.inactive')}</Badge> : null}
            </p>
          </>
        ) : (
          <p className="mt-0.5 text-muted">{t('gone')}</p>
        )}
      </div>
    </div>
  );
}

async function ScoreMeter({ score }: { score: number }) {
  const t = await getTranslations('moderation');
  const percent = scorePercent(score);
  return (
    <div className="flex items-center gap-3">
      <span className="text-sm font-semibold text-fg tabular-nums">{t('score', { percent })}</span>
      <span aria-hidden className="h-2 w-28 overflow-hidden rounded-full bg-surface-3">
        <span
          className={percent >= 50 ? 'block h-full bg-primary' : 'block h-full bg-border-strong'}
          style={{ width: `${percent}%` }}
        />
      </span>
    </div>
  );
}

async function GroupCard({ group, listings }: { group: Group; listings: Map<number, Property> }) {
  const [t, tOffers, locale] = await Promise.all([
    getTranslations('moderation'),
    getTranslations('offers'),
    getLocale(),
  ]);
  const lead = group.listings.find((listing) => listing.is_group_lead) ?? group.listings[0];
  return (
    <li className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-fg">{t('group', { id: group.id })}</h3>
        {group.confirmed_at ? (
          <Badge tone="success">
            {t('groupConfirmed', { date: formatDate(group.confirmed_at, locale) })}
          </Badge>
        ) : (
          <Badge>{t('groupAutomatic')}</Badge>
        )}
      </div>
      <ul className="divide-y divide-border" aria-label={t('groupListings', { id: group.id })}>
        {group.listings.map((listing) => {
          const details = listings.get(listing.id);
          const title = details ? localized(details, 'title', locale) : listing.title;
          const splitFrom =
            listing.id !== lead?.id ? lead?.id : group.listings.find((other) => other.id !== listing.id)?.id;
          return (
            <li
              key={listing.id}
              className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4"
            >
              <div className="min-w-0 flex-1 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <Link
                    href={`/property/${listing.id}`}
                    className="min-w-0 font-medium text-fg underline-offset-2 hover:underline"
                  >
                    <span className="text-muted">#{listing.id}</span> {title}
                  </Link>
                  {listing.is_group_lead ? <Badge tone="primary">{t('lead')}</Badge> : null}
                  {listing.status !== 'active' ? <Badge tone="danger">{t('status.inactive')}</Badge> : null}
                </p>
                <p className="mt-0.5 truncate text-muted">
                  {details ? addressLine(details, locale) : listing.address}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm sm:shrink-0 sm:justify-end">
                <span className="font-semibold text-fg tabular-nums">
                  {formatMoney(listing.rent_amount, 'GEL', locale)}
                </span>
                <span className="text-muted">
                  {tOffers(`poster.${posterRole(listing.poster_role)}`)} ·{' '}
                  {t('poster', { id: listing.owner_id })}
                </span>
                {splitFrom !== undefined ? (
                  <SplitFromGroup listingId={listing.id} fromId={splitFrom} />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** The moderators' duplicate review: pairs waiting for a decision, property groups, and duplicate reports. */
export async function DuplicateReviewView({ loaded }: { loaded: LoadedReview }) {
  const { review, listings } = loaded;
  const [t, locale] = await Promise.all([getTranslations('moderation'), getLocale()]);
  const pairEntries = collapsePairs(review);
  return (
    <div className="flex flex-col gap-12">
      <nav aria-label={t('sections')} className="flex flex-wrap gap-2 text-sm">
        {(
          [
            ['pairs', t('pairsTitle'), pairEntries.length],
            ['groups', t('groupsTitle'), review.groups.length],
            ['reports', t('reportsTitle'), review.reports.length],
          ] as const
        ).map(([id, label, count]) => (
          <a
            key={id}
            href={`#${id}`}
            className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1.5 text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring"
          >
            {label}
            <span className="font-semibold tabular-nums">{count}</span>
          </a>
        ))}
      </nav>

      <ReviewSection
        id="pairs"
        icon={<Scale className="size-5" aria-hidden />}
        title={t('pairsTitle')}
        count={pairEntries.length}
        empty={t('pairsEmpty')}
      >
        <p className="-mt-2 mb-4 text-sm text-muted">{t('pairsIntro')}</p>
        <ul className="flex flex-col gap-4">
          {pairEntries.map(({ best: pair, pairs, alsoCompared }) => (
            <li
              key={`${pair.property_id}-${pair.other_id}`}
              className="rounded-2xl border border-border bg-surface p-4 sm:p-5"
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <ScoreMeter score={pair.score} />
                <PairDecision pairs={pairs.map((each) => [each.property_id, each.other_id] as const)} />
              </div>
              <div className="mt-4 grid gap-3 md:grid-cols-2">
                <ListingBox id={pair.property_id} property={listings.get(pair.property_id)} />
                <ListingBox id={pair.other_id} property={listings.get(pair.other_id)} />
              </div>
              <h3 className="sr-only">{t('reasons')}</h3>
              <ReasonList reasons={pair.reasons} withDetail className="mt-4" />
              {alsoCompared.length ? (
                <p className="mt-3 text-sm text-muted">
                  {t('alsoCompared')}{' '}
                  {alsoCompared.map((id, index) => (
                    <Fragment key={id}>
                      {index > 0 ? ', ' : null}
                      <Link href={`/property/${id}`} className="text-fg underline underline-offset-2">
                        #{id}
                      </Link>
                    </Fragment>
                  ))}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </ReviewSection>

      <ReviewSection
        id="groups"
        icon={<Layers className="size-5" aria-hidden />}
        title={t('groupsTitle')}
        count={review.groups.length}
        empty={t('groupsEmpty')}
      >
        <ul className="flex flex-col gap-4">
          {review.groups.map((group) => (
            <GroupCard key={group.id} group={group} listings={listings} />
          ))}
        </ul>
      </ReviewSection>

      <ReviewSection
        id="reports"
        icon={<Flag className="size-5" aria-hidden />}
        title={t('reportsTitle')}
        count={review.reports.length}
        empty={t('reportsEmpty')}
      >
        <ul className="flex flex-col gap-3">
          {review.reports.map((report) => {
            const property = listings.get(report.property_id);
            return (
              <li key={report.id} className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
                  <Link
                    href={`/property/${report.property_id}`}
                    className="min-w-0 font-medium text-fg underline-offset-2 hover:underline"
                  >
                    <span className="text-muted">#{report.property_id}</span>{' '}
                    {property ? localized(property, 'title', locale) : t('gone')}
                  </Link>
                  <span className="text-muted">
                    {t('reportedOn', { date: formatDate(report.created_at, locale) })}
                  </span>
                </div>
                <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-fg">
                  {report.description}
                </p>
              </li>
            );
          })}
        </ul>
      </ReviewSection>
    </div>
  );
}
