import { DISTRICTS, PROPERTY_KINDS, STATISTICS_DEALS, type StatisticsResponse } from '@tbilisi/contracts';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PriceChart, type ChartSeries } from '@/features/statistics/price-chart';
import { PriceMap } from '@/features/statistics/price-map';
import {
  medianOf,
  readStatisticsOptions,
  statisticsHref,
  type StatisticsOptions,
} from '@/features/statistics/statistics-options';
import { StatisticsTable, type TableRow } from '@/features/statistics/statistics-table';
import { Link } from '@/i18n/navigation';
import { serverApi } from '@/lib/api/server';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { locationName } from '@/lib/locations';

interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const COLOURS = ['#2563eb', '#dc2626', '#16a34a', '#d97706', '#7c3aed', '#0891b2', '#4b5563'];

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'statistics' });
  return { title: t('title'), description: t('intro') };
}

async function load(query: URLSearchParams): Promise<StatisticsResponse | null> {
  try {
    return await (await serverApi()).statistics(query.toString());
  } catch {
    return null;
  }
}

export default async function StatisticsPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const options = readStatisticsOptions(await searchParams);
  const t = await getTranslations('statistics');
  const base = { deal: options.deal, kind: options.kind, rooms: String(options.rooms) };
  const [main, map] = await Promise.all([
    load(new URLSearchParams({ ...base, ...(options.district ? { district: options.district } : {}) })),
    load(new URLSearchParams({ ...base, level: 'neighbourhood', months: '1' })),
  ]);
  const cells = main?.cells ?? [];
  const placeName = (district: string, neighbourhood: string) =>
    neighbourhood
      ? locationName(neighbourhood, locale)
      : district
        ? locationName(district, locale)
        : t('tbilisi');

  // The chart: Tbilisi and each district, or the chosen district and its neighbourhoods.
  const months = [...new Set(cells.filter((c) => c.period !== 'recent').map((c) => c.period))].sort();
  const places = [
    ...new Map(
      cells
        .filter((c) => (options.district ? c.district === options.district : c.neighbourhood === ''))
        .map((c) => [`${c.district}/${c.neighbourhood}`, c] as const),
    ).values(),
  ];
  const series: ChartSeries[] = places.slice(0, COLOURS.length).map((place, index) => ({
    label: placeName(place.district, place.neighbourhood),
    color: COLOURS[index]!,
    values: months.map((month) => {
      const cell = cells.find(
        (c) => c.period === month && c.district === place.district && c.neighbourhood === place.neighbourhood,
      );
      return cell ? medianOf(cell, options.currency).median : null;
    }),
  }));

  const recent = cells.filter((c) => c.period === 'recent');
  const rows: TableRow[] = recent
    .filter((c) =>
      options.district ? c.district === options.district || c.district === '' : c.neighbourhood === '',
    )
    .map((cell) => ({
      name: placeName(cell.district, cell.neighbourhood),
      href:
        !options.district && cell.district ? statisticsHref(options, { district: cell.district }) : undefined,
      cell,
    }));

  const pill = (active: boolean) =>
    cn(
      'rounded-full border px-3 py-1.5 text-sm',
      active
        ? 'border-primary bg-primary-soft font-medium text-primary-strong'
        : 'border-border text-fg hover:bg-bg',
    );
  const choices: {
    label: string;
    items: { key: string; label: string; change: Partial<StatisticsOptions> }[];
  }[] = [
    {
      label: t('deal'),
      items: STATISTICS_DEALS.map((deal) => ({ key: deal, label: t(`dealName.${deal}`), change: { deal } })),
    },
    {
      label: t('kind'),
      items: PROPERTY_KINDS.map((kind) => ({
        key: kind,
        label: t(`kindPlural.${kind}`),
        change: { kind, rooms: kind === 'flats' ? options.rooms : 0 },
      })),
    },
    ...(options.kind === 'flats'
      ? [
          {
            label: t('rooms'),
            items: [0, 1, 2, 3, 4, 5].map((rooms) => ({
              key: String(rooms),
              label: rooms === 0 ? t('anyRooms') : rooms === 5 ? '5+' : String(rooms),
              change: { rooms },
            })),
          },
        ]
      : []),
    {
      label: t('currency'),
      items: (['GEL', 'USD'] as const).map((currency) => ({
        key: currency,
        label: currency,
        change: { currency },
      })),
    },
  ];
  const current = (change: Partial<StatisticsOptions>) =>
    Object.entries(change).every(([key, value]) => options[key as keyof StatisticsOptions] === value);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-fg">{t('title')}</h1>
      <p className="mt-3 max-w-3xl leading-relaxed text-muted">{t('intro')}</p>

      <div className="mt-6 flex flex-col gap-3">
        {choices.map((group) => (
          <div key={group.label} className="flex flex-wrap items-center gap-2">
            <span className="w-28 text-sm text-muted">{group.label}</span>
            {group.items.map((item) => (
              <Link
                key={item.key}
                href={statisticsHref(options, item.change)}
                className={pill(current(item.change))}
                aria-current={current(item.change) ? 'true' : undefined}
              >
                {item.label}
              </Link>
            ))}
          </div>
        ))}
        {options.district ? (
          <p className="text-sm">
            <Link
              href={statisticsHref(options, { district: undefined })}
              className="text-primary hover:underline"
            >
              {t('allDistricts')}
            </Link>
            {' · '}
            {locationName(options.district, locale)}
          </p>
        ) : null}
      </div>

      {!main ? (
        <p className="mt-10 text-muted">{t('unavailable')}</p>
      ) : (
        <>
          <section className="mt-10">
            <h2 className="text-xl font-semibold text-fg">
              {t('chartTitle', { currency: options.currency })}
            </h2>
            {months.length ? (
              <div className="mt-4 rounded-2xl border border-border bg-surface p-4">
                <PriceChart
                  months={months}
                  series={series}
                  label={t('chartTitle', { currency: options.currency })}
                  monthLabel={t('chartMonth')}
                  locale={locale}
                />
              </div>
            ) : (
              <p className="mt-4 text-muted">{t('empty', { min: main.min_listings })}</p>
            )}
          </section>

          {/* One column below lg: its track is minmax(0, 1fr), so the wide table scrolls inside its own box instead
              of widening the page on a phone. */}
          <section className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div>
              <h2 className="text-xl font-semibold text-fg">{t('tableTitle')}</h2>
              <div className="mt-4">
                <StatisticsTable
                  rows={rows}
                  currency={options.currency}
                  locale={locale}
                  labels={{
                    place: t('place'),
                    median: t('medianPerSqm'),
                    quartiles: t('quartiles'),
                    medianPrice: t('medianPrice'),
                    listings: t('listings'),
                    active: t('active'),
                    days: t('daysOnMarket'),
                  }}
                  renderName={(row) =>
                    row.href ? (
                      <Link href={row.href} className="text-primary hover:underline">
                        {row.name}
                      </Link>
                    ) : (
                      row.name
                    )
                  }
                />
              </div>
            </div>
            <div>
              <h2 className="text-xl font-semibold text-fg">{t('mapTitle')}</h2>
              <div className="mt-4 rounded-2xl border border-border bg-surface p-4">
                <PriceMap
                  cells={map?.cells ?? []}
                  currency={options.currency}
                  locale={locale}
                  labels={{
                    title: t('mapTitle'),
                    tooFew: t('tooFew'),
                    cheaper: t('cheaper'),
                    dearer: t('dearer'),
                  }}
                />
              </div>
            </div>
          </section>

          <section className="mt-10 text-sm leading-relaxed text-muted">
            <h2 className="text-base font-semibold text-fg">{t('methodTitle')}</h2>
            <p className="mt-2">{t('method', { min: main.min_listings })}</p>
            {main.computed_at ? (
              <p className="mt-2">{t('computedAt', { date: formatDate(main.computed_at, locale) })}</p>
            ) : null}
            <p className="mt-2">
              {t('districtsLine', { count: DISTRICTS.length })}{' '}
              <Link href="/mortgage" className="text-primary underline underline-offset-2">
                {t('mortgageLink')}
              </Link>
            </p>
          </section>
        </>
      )}
    </div>
  );
}
