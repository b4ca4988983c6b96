// FiraGO cut by script (scripts/subset-fonts.ts): a page loads the Latin, Georgian or Cyrillic files it shows.
import '../fonts/firago.css';
import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { Providers } from '@/components/layout/providers';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { NotificationBell } from '@/features/alerts/notification-bell';
import { ServiceWorkerSetup } from '@/features/offline/service-worker';
import { ReportVitals } from '@/features/vitals/report-vitals';
import { mapTilesFromEnv } from '@/components/map/map-tiles';
import { MapTilesProvider } from '@/components/map/map-tiles-context';
import { ClientMessages, LAYOUT_NAMESPACES, SIGNED_IN_LAYOUT_NAMESPACES } from '@/i18n/client-messages';
import { routing } from '@/i18n/routing';
import { getCurrentUser } from '@/lib/api/server';
import {
  CURRENCY_COOKIE,
  parseCurrency,
  parseTheme,
  parseViewMode,
  THEME_COOKIE,
  VIEW_MODE_COOKIE,
} from '@/lib/preferences';
import { siteUrl } from '@/lib/site-url';

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#181b1e' },
  ],
};

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('homeTitle'), template: `%s | ${t('brand')}` },
    description: t('homeDescription'),
    applicationName: t('brand'),
    icons: { apple: '/icons/icon-192.png' },
    openGraph: { siteName: t('brand'), locale, type: 'website' },
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const cookieStore = await cookies();
  const theme = parseTheme(cookieStore.get(THEME_COOKIE)?.value);
  const currency = parseCurrency(cookieStore.get(CURRENCY_COOKIE)?.value);
  const viewMode = parseViewMode(cookieStore.get(VIEW_MODE_COOKIE)?.value);
  // A down api must not take the whole site with it: pages then render signed out and show their own errors.
  const user = await getCurrentUser().catch(() => null);
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    <html lang={locale} data-theme={theme} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        <ClientMessages
          namespaces={user ? [...LAYOUT_NAMESPACES, ...SIGNED_IN_LAYOUT_NAMESPACES] : LAYOUT_NAMESPACES}
        >
          <Providers
            user={user}
            currency={currency}
            theme={theme}
            viewMode={viewMode}
            closeLabel={t('close')}
          >
            {/* A guest's page does not load the bell's code. */}
            <SiteHeader notifications={user ? <NotificationBell /> : null} />
            <main id="main" className="flex-1">
              <MapTilesProvider tiles={mapTilesFromEnv()}>{children}</MapTilesProvider>
            </main>
            <SiteFooter />
            <ServiceWorkerSetup />
            <ReportVitals />
          </Providers>
        </ClientMessages>
      </body>
    </html>
  );
}
