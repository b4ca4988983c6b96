'use client';

import type { Currency } from '@tbilisi/contracts';
import {
  Check,
  ChevronDown,
  Globe,
  LayoutDashboard,
  LogOut,
  Menu,
  Monitor,
  Moon,
  Plus,
  Sun,
} from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Menu as DropDownMenu, MenuItem } from '@/components/ui/menu';
import { useToast } from '@/components/ui/toast';
import { usePreferences } from '@/lib/preferences-context';
import { useSession } from '@/lib/session-context';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import { routing, type AppLocale } from '@/i18n/routing';
import { browserApi } from '@/lib/api/client';
import { cn } from '@/lib/cn';
import type { ThemePreference } from '@/lib/preferences';
import { LogoMark } from './logo';

const LANGUAGE_NAMES: Record<AppLocale, string> = { ka: 'ქართული', en: 'English', ru: 'Русский' };
const LANGUAGE_SHORT: Record<AppLocale, string> = { ka: 'ქარ', en: 'ENG', ru: 'РУС' };
const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

function useLanguageSwitch() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  // The page stays the same, only its language changes (query string included: a search keeps its filters).
  return (locale: AppLocale) => {
    const query = searchParams.toString();
    router.replace(`${pathname}${query ? `?${query}` : ''}`, { locale, scroll: false });
  };
}

function CurrencySwitch() {
  const t = useTranslations('header');
  const { currency, setCurrency } = usePreferences();
  return (
    <div role="radiogroup" aria-label={t('currency')} className="flex rounded-lg border border-border p-0.5">
      {(['GEL', 'USD'] as Currency[]).map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={currency === option}
          onClick={() => setCurrency(option)}
          className={cn(
            'h-8 min-w-9 rounded-md px-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
            currency === option ? 'bg-primary text-primary-fg' : 'text-muted hover:text-fg',
          )}
        >
          {option === 'GEL' ? '₾' : '$'}
          <span className="sr-only"> {option}</span>
        </button>
      ))}
    </div>
  );
}

function LanguageMenu() {
  const t = useTranslations('header');
  const locale = useLocale() as AppLocale;
  const switchTo = useLanguageSwitch();
  return (
    <DropDownMenu
      triggerClassName={cn(buttonClasses('ghost', 'sm'), 'h-9')}
      trigger={
        <>
          <Globe className="size-4" aria-hidden />
          <span className="sr-only">{t('language')}: </span>
          {LANGUAGE_SHORT[locale]}
          <ChevronDown className="size-3.5 opacity-60" aria-hidden />
        </>
      }
    >
      {(close) =>
        routing.locales.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            onSelect={() => {
              close();
              switchTo(option);
            }}
          >
            <Check className={cn('size-4', option === locale ? 'opacity-100' : 'opacity-0')} aria-hidden />
            {LANGUAGE_NAMES[option]}
          </MenuItem>
        ))
      }
    </DropDownMenu>
  );
}

function ThemeMenu() {
  const t = useTranslations('header');
  const { theme, setTheme } = usePreferences();
  const Icon = THEME_ICONS[theme];
  const labels: Record<ThemePreference, string> = {
    light: t('themeLight'),
    dark: t('themeDark'),
    system: t('themeSystem'),
  };
  return (
    <DropDownMenu
      triggerClassName={cn(buttonClasses('ghost', 'icon'), 'size-9')}
      triggerLabel={`${t('theme')}: ${labels[theme]}`}
      trigger={<Icon className="size-4" aria-hidden />}
    >
      {(close) =>
        (Object.keys(THEME_ICONS) as ThemePreference[]).map((option) => {
          const OptionIcon = THEME_ICONS[option];
          return (
            <MenuItem
              key={option}
              onSelect={() => {
                close();
                setTheme(option);
              }}
            >
              <OptionIcon className="size-4" aria-hidden />
              <span className="flex-1">{labels[option]}</span>
              {option === theme ? <Check className="size-4" aria-hidden /> : null}
            </MenuItem>
          );
        })
      }
    </DropDownMenu>
  );
}

function useLogout() {
  const { setUser } = useSession();
  const router = useRouter();
  const toast = useToast();
  const t = useTranslations('header');
  return async () => {
    // Logging out always ends in the signed-out state, even when the server call fails
    // (docs/product/accounts.md#signing-out).
    await browserApi.logout().catch(() => undefined);
    setUser(null);
    toast({ title: t('loggedOut') });
    router.push('/');
    router.refresh();
  };
}

function AccountActions({
  vertical,
  onNavigate,
  notifications,
}: {
  vertical?: boolean;
  onNavigate?: () => void;
  notifications?: ReactNode;
}) {
  const t = useTranslations('header');
  const { user } = useSession();
  const logout = useLogout();
  const wrap = (node: ReactNode) => (
    <div className={cn('flex gap-2', vertical ? 'flex-col' : 'items-center')}>{node}</div>
  );
  if (!user)
    return wrap(
      <Button asChild variant="outline" size="sm" className={cn(vertical && 'h-11 w-full')}>
        <Link href="/auth" onClick={onNavigate}>
          {t('logIn')}
        </Link>
      </Button>,
    );
  return wrap(
    <>
      <span className={cn('max-w-40 truncate text-sm text-muted', vertical ? 'pb-1' : 'hidden xl:inline')}>
        {t('welcome', { name: user.first_name })}
      </span>
      {vertical ? null : notifications}
      <Button asChild variant="ghost" size="sm" className={cn(vertical && 'h-11 w-full justify-start')}>
        <Link href="/dashboard" onClick={onNavigate}>
          <LayoutDashboard className="size-4" aria-hidden />
          {t('dashboard')}
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className={cn(vertical && 'h-11 w-full justify-start')}
        onClick={() => {
          onNavigate?.();
          void logout();
        }}
      >
        <LogOut className="size-4" aria-hidden />
        {t('logOut')}
      </Button>
    </>,
  );
}

function ListPropertyButton({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const t = useTranslations('header');
  const { user } = useSession();
  return (
    <Button asChild size="sm" className={className}>
      <Link href={user ? '/post-ad' : '/auth?next=/post-ad'} onClick={onNavigate}>
        <Plus className="size-4" aria-hidden />
        {t('listProperty')}
      </Link>
    </Button>
  );
}

/** The site's header; `notifications` is the signed-in user's notification bell, composed in by the layout. */
export function SiteHeader({ notifications }: { notifications?: ReactNode }) {
  const t = useTranslations('header');
  const tc = useTranslations('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 rounded-lg" aria-label={t('home')}>
          <LogoMark className="size-8" />
          <span className="text-lg font-semibold tracking-tight text-fg">Sakhli</span>
        </Link>
        <div className="ml-auto hidden items-center gap-2 lg:flex">
          <CurrencySwitch />
          <LanguageMenu />
          <ThemeMenu />
          <span className="mx-1 h-6 w-px bg-border" aria-hidden />
          <AccountActions notifications={notifications} />
          <ListPropertyButton />
        </div>
        <div className="ml-auto flex items-center gap-1 lg:hidden">
          <ListPropertyButton className="hidden sm:inline-flex" />
          <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
            <Button variant="ghost" size="icon" aria-label={t('menu')} onClick={() => setMenuOpen(true)}>
              <Menu className="size-5" aria-hidden />
            </Button>
            <DialogContent title={t('menu')} closeLabel={tc('close')}>
              <div className="flex flex-col gap-5 pb-2">
                <div className="flex flex-wrap items-center gap-3">
                  <CurrencySwitch />
                  <LanguageMenu />
                  <ThemeMenu />
                </div>
                <AccountActions vertical onNavigate={close} />
                <ListPropertyButton className="h-11 w-full" onNavigate={close} />
              </div>
            </DialogContent>
          </Dialog>
        </div>
      </div>
    </header>
  );
}
