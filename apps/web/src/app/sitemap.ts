import type { MetadataRoute } from 'next';
import { PAGE_SIZE_MAX } from '@tbilisi/contracts';
import { routing } from '@/i18n/routing';
import { createApi } from '@/lib/api/client';
import { siteUrl } from '@/lib/site-url';

const STATIC_PATHS = [
  '',
  '/projects',
  '/agencies',
  '/developers',
  '/statistics',
  '/mortgage',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
];

function localized(path: string) {
  const base = siteUrl();
  const url = (locale: string) =>
    `${base}${locale === routing.defaultLocale ? '' : `/${locale}`}${path}` || base;
  return {
    url: url(routing.defaultLocale),
    alternates: { languages: Object.fromEntries(routing.locales.map((locale) => [locale, url(locale)])) },
  };
}

// Built per request (not at build time, when the api may be down); the api answer itself is cached for an hour.
export const dynamic = 'force-dynamic';
const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const api = createApi({ baseUrl: process.env.API_URL ?? 'http://127.0.0.1:8000', next: { revalidate } });
  const listings = await api
    .searchProperties(`limit=${PAGE_SIZE_MAX}&sort_by=date&sort_order=desc`)
    .catch(() => []);
  return [
    ...STATIC_PATHS.map((path) => ({ ...localized(path), changeFrequency: 'weekly' as const })),
    ...listings.map((property) => ({
      ...localized(`/property/${property.id}`),
      lastModified: property.updated_at,
      changeFrequency: 'daily' as const,
    })),
  ];
}
