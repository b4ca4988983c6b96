import { isFeature } from '@tbilisi/contracts';
import { PosterLine } from '@/components/poster-line';
import {
  BadgeCheck,
  Bath,
  BedDouble,
  Building2,
  CalendarDays,
  Check,
  ChevronRight,
  DoorOpen,
  Eye,
  Hash,
  Layers,
  Phone,
  Ruler,
} from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PriceHistory } from '@/features/alerts/price-history';
import { AddressLink } from '@/features/property/address-link';
import { ContactFormWhenNear } from '@/features/property/contact-form-when-near';
import { Gallery } from '@/features/property/gallery';
import { MortgageCalculatorWhenNear } from '@/features/mortgage/mortgage-calculator-when-near';
import { mortgageDefaults } from '@/features/mortgage/mortgage-defaults';
import { loadProperty, loadSimilar } from '@/features/property/load-property';
import { OtherOffers } from '@/features/property/other-offers';
import { Price } from '@/components/price';
import { PriceComparisonNote } from '@/features/property/price-comparison';
import { PriceEstimate } from '@/features/property/price-estimate';
import { PropertyCard, primaryImage } from '@/features/property/property-card';
import { ReportButton } from '@/features/property/report-button';
import { ShareButton } from '@/features/property/share-button';
import { ViewRecorder } from '@/features/property/view-recorder';
import { SaveListingButton } from '@/features/property/save-listing-button';
import { Link } from '@/i18n/navigation';
import type { Property } from '@tbilisi/contracts';
import { formatDate, formatMoney, formatNumber, localized } from '@/lib/format';
import { addressLine, locationName } from '@/lib/locations';
import { GALLERY_PHOTO_SIZES, orderedImages, preloadPhoto } from '@/lib/images';
import { siteUrl } from '@/lib/site-url';
import { withClientMessages } from '@/i18n/client-messages';

interface PageProps {
  params: Promise<{ locale: string; id: string }>;
}

const DESCRIPTION_LIMIT = 155;

function cut(text: string, limit: number) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= limit ? flat : `${flat.slice(0, limit - 1).trimEnd()}…`;
}

function absolute(url: string) {
  return url.startsWith('http') ? url : `${siteUrl()}${url}`;
}

function localePath(locale: string, path: string) {
  return `${locale === 'ka' ? '' : `/${locale}`}${path}`;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, id } = await params;
  const property = await loadProperty(id);
  const t = await getTranslations({ locale, namespace: 'property' });
  if (!property) return { title: t('notFoundTitle'), robots: { index: false } };
  const title = localized(property, 'title', locale);
  const description = cut(
    localized(property, 'description', locale) || addressLine(property, locale),
    DESCRIPTION_LIMIT,
  );
  const image = primaryImage(property);
  return {
    title,
    description,
    alternates: {
      canonical: localePath(locale, `/property/${property.id}`),
      languages: Object.fromEntries(
        ['ka', 'en', 'ru'].map((l) => [l, localePath(l, `/property/${property.id}`)]),
      ),
    },
    openGraph: {
      type: 'website',
      title,
      description,
      url: localePath(locale, `/property/${property.id}`),
      images: image ? [{ url: absolute(image) }] : [],
    },
    robots: property.status === 'active' ? undefined : { index: false },
  };
}

function structuredData(property: Property, locale: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: localized(property, 'title', locale),
    description: localized(property, 'description', locale),
    url: absolute(localePath(locale, `/property/${property.id}`)),
    datePosted: property.created_at,
    image: property.images.map((image) => absolute(image.image_url)),
    offers: {
      '@type': 'Offer',
      price: property.price,
      priceCurrency: property.currency,
      availability: property.is_available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: property.address,
      addressLocality: property.city,
      addressRegion: locationName(property.state, 'en'),
      addressCountry: 'GE',
    },
    ...(property.latitude !== null && property.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: property.latitude, longitude: property.longitude } }
      : {}),
  };
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-surface-2 p-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-surface text-primary">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs text-muted">{label}</p>
        <p className="font-semibold text-fg">{value}</p>
      </div>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-fg">{title}</h2>
      {children}
    </section>
  );
}

/** Where a part that loads as it nears the screen will stand: its heading, and its height so nothing moves. */
function PartPlaceholder({
  title,
  loading,
  className,
}: {
  title: string;
  loading: string;
  className: string;
}) {
  return (
    <section className={className} aria-busy>
      <h2 className="font-semibold text-fg">{title}</h2>
      <p className="mt-2 text-sm text-muted">{loading}</p>
    </section>
  );
}

async function PropertyPage({ params }: PageProps) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const property = await loadProperty(id);
  if (!property) notFound();

  const [t, tCard, tType, tDeal, tReno, tFeature, tc, similar, currentLocale, tProjects] = await Promise.all([
    getTranslations('property'),
    getTranslations('card'),
    getTranslations('propertyType'),
    getTranslations('deal'),
    getTranslations('renovation'),
    getTranslations('feature'),
    getTranslations('common'),
    loadSimilar(property),
    getLocale(),
    getTranslations('projects'),
  ]);
  const [tMortgage, tContact] = await Promise.all([getTranslations('mortgage'), getTranslations('contact')]);
  const title = localized(property, 'title', currentLocale);
  const description = localized(property, 'description', currentLocale);
  const address = addressLine(property, currentLocale);
  const images = orderedImages(property);
  // The gallery's first photo is the page's largest paint (decision 020).
  preloadPhoto(images[0], GALLERY_PHOTO_SIZES);
  const isLand = property.property_type === 'land_plot';
  const yesNo = (value: boolean) => (value ? tc('yes') : tc('no'));
  const isLease = property.listing_type === 'rent' || property.listing_type === 'daily_rent';
  const deposit = property.security_deposit || (isLease ? property.price * 2 : 0);
  const currencyOfOwner = property.currency === 'USD' ? 'USD' : 'GEL';

  const details: [string, ReactNode][] = [
    [t('dealType'), property.is_new_building ? tDeal('new') : tDeal(property.listing_type as 'sale')],
    [t('availableFrom'), formatDate(property.created_at, currentLocale)],
    ...(isLease
      ? ([
          [t('deposit'), formatMoney(deposit, currencyOfOwner, currentLocale)],
          [t('leaseDuration'), t('months', { count: property.lease_duration })],
        ] as [string, ReactNode][])
      : []),
    ...(property.renovation_status
      ? ([[t('renovation'), tReno(property.renovation_status as 'renovated')]] as [string, ReactNode][])
      : []),
    [t('yearBuilt'), property.year_built ?? tc('notAvailable')],
    ...(property.price_per_sqm
      ? ([[t('pricePerSqm'), formatMoney(property.price_per_sqm, 'GEL', currentLocale)]] as [
          string,
          ReactNode,
        ][])
      : []),
    ...(property.yard_area
      ? ([[t('yardArea'), tCard('area', { area: formatNumber(property.yard_area, currentLocale) })]] as [
          string,
          ReactNode,
        ][])
      : []),
    ...(property.cadastral_code
      ? ([[t('cadastralCode'), property.cadastral_code]] as [string, ReactNode][])
      : []),
    // The api sends the flat's own code to visitors only when its poster shows it; its poster, who always gets it,
    // sees the page as visitors do.
    ...(property.unit_cadastral_code && property.show_cadastral_code !== false
      ? ([[t('unitCadastralCode'), property.unit_cadastral_code]] as [string, ReactNode][])
      : []),
    [t('parking'), property.parking_spaces],
    ...(property.utilities_included
      ? ([[t('utilities'), property.utilities_included]] as [string, ReactNode][])
      : []),
    [t('furnished'), yesNo(property.is_furnished)],
    [t('pets'), yesNo(property.pets_allowed)],
    [t('smoking'), yesNo(property.smoking_allowed)],
    [t('dateAdded'), formatDate(property.created_at, currentLocale)],
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-24 sm:px-6 lg:pb-8">
      <ViewRecorder propertyId={property.id} />
      <nav aria-label={t('breadcrumb')} className="mb-5 text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link href="/" className="hover:text-fg">
              {t('home')}
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="size-3.5" />
          </li>
          <li>
            <Link
              href={property.listing_type === 'sale' ? '/' : `/?listing_type=${property.listing_type}`}
              className="hover:text-fg"
            >
              {t('listings')}
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="size-3.5" />
          </li>
          <li aria-current="page" className="line-clamp-1 max-w-[60ch] text-fg">
            {title}
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="flex min-w-0 flex-col gap-6">
          <Gallery images={images} title={title} />
          <header className="flex flex-col gap-3">
            <div className="flex flex-wrap gap-2">
              <Badge tone="primary">{tType(property.property_type as 'apartment')}</Badge>
              <Badge>
                {property.is_new_building ? tDeal('new') : tDeal(property.listing_type as 'sale')}
              </Badge>
              <Badge tone={property.is_available ? 'success' : 'danger'}>
                {property.is_available ? tCard('available') : tCard('notAvailable')}
              </Badge>
              {property.is_verified ? (
                <Badge tone="primary">
                  <BadgeCheck className="mr-1 size-3.5" aria-hidden />
                  {t('verified')}
                </Badge>
              ) : null}
            </div>
            <h1 className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">{title}</h1>
            {address ? <AddressLink address={address} /> : null}
            {property.project ? (
              <p className="flex items-center gap-1 text-sm text-fg">
                <Building2 className="size-4 text-muted" aria-hidden />
                {tProjects('inProject')}:{' '}
                <Link
                  href={`/projects/${property.project.id}`}
                  className="font-medium text-primary hover:underline"
                  data-testid="listing-project-link"
                >
                  {(currentLocale === 'en'
                    ? property.project.name_en
                    : currentLocale === 'ru'
                      ? property.project.name_ru
                      : '') || property.project.name_ka}
                </Link>
              </p>
            ) : null}
            {property.poster ? <PosterLine poster={property.poster} className="text-sm" /> : null}
          </header>

          <PriceHistory propertyId={property.id} />

          <OtherOffers
            offers={property.offers}
            currentPrice={property.rent_amount}
            currentDeal={property.listing_type}
          />

          <Card title={t('featuresTitle')}>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {isLand ? null : (
                <>
                  <Fact
                    icon={<BedDouble className="size-5" />}
                    label={t('bedrooms')}
                    value={property.bedrooms}
                  />
                  <Fact
                    icon={<Bath className="size-5" />}
                    label={t('bathrooms')}
                    value={property.bathrooms}
                  />
                </>
              )}
              <Fact
                icon={<Ruler className="size-5" />}
                label={t('area')}
                value={
                  property.square_feet > 0
                    ? tCard('area', { area: formatNumber(property.square_feet, currentLocale, 1) })
                    : tc('notAvailable')
                }
              />
              <Fact
                icon={<Building2 className="size-5" />}
                label={t('type')}
                value={tType(property.property_type as 'apartment')}
              />
              {property.rooms !== null ? (
                <Fact icon={<DoorOpen className="size-5" />} label={t('rooms')} value={property.rooms} />
              ) : null}
              {property.floor !== null ? (
                <Fact
                  icon={<Layers className="size-5" />}
                  label={t('floor')}
                  value={
                    property.total_floors
                      ? t('floorOf', { floor: property.floor, total: property.total_floors })
                      : property.floor
                  }
                />
              ) : null}
            </div>
          </Card>

          <Card title={t('descriptionTitle')}>
            <p className="leading-relaxed whitespace-pre-line text-fg">{description || t('noDescription')}</p>
          </Card>

          <Card title={t('detailsTitle')}>
            <dl className="grid gap-x-8 sm:grid-cols-2">
              {details.map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 border-b border-border py-2.5 text-sm">
                  <dt className="text-muted">{label}</dt>
                  <dd className="text-right font-medium text-fg">{value}</dd>
                </div>
              ))}
            </dl>
            {property.features.length ? (
              <div className="mt-6">
                <h3 className="mb-3 text-sm font-semibold text-fg">{t('extrasTitle')}</h3>
                <ul className="grid gap-2 sm:grid-cols-2">
                  {property.features.map((feature) => (
                    <li key={feature} className="flex items-center gap-2 text-sm text-fg">
                      <Check className="size-4 text-primary" aria-hidden />
                      {isFeature(feature) ? tFeature(feature) : feature}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </Card>

          {property.listing_type === 'sale' || property.listing_type === 'mortgage' ? (
            <MortgageCalculatorWhenNear
              price={property.price}
              currency={property.currency === 'GEL' ? 'GEL' : 'USD'}
              {...mortgageDefaults()}
              placeholder={
                <PartPlaceholder
                  title={tMortgage('title')}
                  loading={tc('loading')}
                  className="min-h-[420px] rounded-2xl border border-border bg-surface p-5 text-lg shadow-sm sm:p-6"
                />
              }
            />
          ) : null}
        </div>

        <aside className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
            <Price property={property} className="text-3xl font-semibold tracking-tight text-fg" />
            <PriceComparisonNote comparison={property.price_comparison} className="mt-2 text-sm" />
            <PriceEstimate property={property} />
            <div className="mt-5 flex flex-col gap-2.5">
              {property.contact_phone ? (
                <Button asChild size="lg" className="h-11">
                  <a href={`tel:${property.contact_phone.replace(/[^\d+]/g, '')}`}>
                    <Phone className="size-4" aria-hidden />
                    {t('call')} · {property.contact_phone}
                  </a>
                </Button>
              ) : null}
              <SaveListingButton propertyId={property.id} />
              <div className="flex gap-2.5">
                <ShareButton
                  title={title}
                  text={t('shareText', {
                    title,
                    price: formatMoney(property.rent_amount, 'GEL', currentLocale),
                  })}
                />
                <ReportButton propertyId={property.id} propertyTitle={title} />
              </div>
            </div>
            <dl className="mt-5 grid grid-cols-3 gap-3 border-t border-border pt-4 text-sm">
              <div>
                <dt className="flex items-center gap-1 text-xs text-muted">
                  <Hash className="size-3" aria-hidden />
                  {t('propertyId')}
                </dt>
                <dd className="mt-0.5 font-medium text-fg">{property.id}</dd>
              </div>
              <div>
                <dt className="flex items-center gap-1 text-xs text-muted">
                  <CalendarDays className="size-3" aria-hidden />
                  {t('listed')}
                </dt>
                <dd className="mt-0.5 font-medium text-fg">
                  {formatDate(property.created_at, currentLocale)}
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-1 text-xs text-muted">
                  <Eye className="size-3" aria-hidden />
                  {t('viewsLabel')}
                </dt>
                <dd className="mt-0.5 font-medium text-fg tabular-nums">
                  {t('viewsThisWeek', {
                    count: property.views_this_week,
                    formatted: formatNumber(property.views_this_week, currentLocale),
                  })}
                </dd>
              </div>
            </dl>
          </div>
          <div className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
            <ContactFormWhenNear
              propertyId={property.id}
              propertyTitle={title}
              placeholder={
                <PartPlaceholder
                  title={tContact('title')}
                  loading={tc('loading')}
                  className="min-h-[386px] text-base"
                />
              }
            />
          </div>
        </aside>
      </div>

      {similar.length ? (
        <section className="mt-14">
          <h2 className="mb-5 text-xl font-semibold text-fg">{t('similar')}</h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {similar.map((other) => (
              <li key={other.id} className="flex [&>article]:w-full">
                <PropertyCard property={other} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {property.contact_phone ? (
        <div className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-border bg-surface/95 px-4 py-3 backdrop-blur lg:hidden">
          <Price property={property} className="min-w-0 flex-1 truncate text-lg font-semibold text-fg" />
          <Button asChild>
            <a href={`tel:${property.contact_phone.replace(/[^\d+]/g, '')}`}>
              <Phone className="size-4" aria-hidden />
              {t('call')}
            </a>
          </Button>
        </div>
      ) : null}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(structuredData(property, currentLocale)).replace(/</g, '\\u003c'),
        }}
      />
    </div>
  );
}

export default withClientMessages(
  ['card', 'common', 'contact', 'mortgage', 'property', 'report', 'save', 'validation'],
  PropertyPage,
);
