'use client';

import '@/lib/zod-jitless';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BarChart3,
  Bell,
  Eye,
  Heart,
  Home,
  ListChecks,
  MessageSquare,
  Pencil,
  Plus,
  Settings,
  Trash2,
} from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { AlertDialog, Tabs } from 'radix-ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { profileSchema, type ProfileValues } from '@/lib/auth/auth-schemas';
import { useErrorMessage } from '@/lib/auth/use-error-message';
import { Price } from '@/components/price';
import { markSaved } from '@/lib/saved-listings';
import { useSession } from '@/lib/session-context';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { DashboardStats, PropertySummary, User } from '@tbilisi/contracts';
import { formatDate, formatNumber, localized } from '@/lib/format';
import { orderedImages } from '@/lib/images';
import { cityName, locationName } from '@/lib/locations';
import type { DashboardTab } from './tabs';

const tabClass =
  'inline-flex shrink-0 items-center gap-2 border-b-2 border-transparent px-1 pb-3 text-sm font-medium text-muted transition-colors hover:text-fg data-[state=active]:border-primary data-[state=active]:text-fg focus-visible:outline-2 focus-visible:outline-ring';

function Thumb({ property }: { property: PropertySummary }) {
  const image = orderedImages(property)[0];
  return (
    <div className="aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-lg bg-surface-2 sm:w-36">
      {image ? (
        <img
          src={image.sizes.find((size) => size.width <= 320)?.url ?? image.image_url}
          alt=""
          loading="lazy"
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-muted">
          <Home className="size-6" aria-hidden />
        </div>
      )}
    </div>
  );
}

function Empty({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border-strong px-6 py-14 text-center">
      <p className="text-muted">{text}</p>
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}

function ConfirmDelete({ title, onConfirm }: { title: string; onConfirm: () => void }) {
  const t = useTranslations('dashboard');
  const tc = useTranslations('common');
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="sm" className="text-danger hover:bg-danger-soft">
          <Trash2 className="size-4" aria-hidden />
          {tc('delete')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-fg">{t('deleteTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">
            {t('confirmDelete', { title })}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{tc('cancel')}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={onConfirm}>
                {tc('delete')}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function MyListings({ listings }: { listings: PropertySummary[] }) {
  const t = useTranslations('dashboard');
  const tc = useTranslations('common');
  const locale = useLocale();
  const toast = useToast();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => browserApi.deleteProperty(id),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<PropertySummary[]>(['dashboard', 'mine'], (current) =>
        current?.filter((p) => p.id !== id),
      );
      toast({ title: t('deleted'), tone: 'success' });
    },
    onError: () => toast({ title: t('deleteFailed'), tone: 'error' }),
  });
  if (listings.length === 0)
    return (
      <Empty
        text={t('noListings')}
        action={
          <Button asChild>
            <Link href="/post-ad">
              <Plus className="size-4" aria-hidden />
              {t('postFirst')}
            </Link>
          </Button>
        }
      />
    );
  return (
    <ul className="flex flex-col gap-3">
      {listings.map((property) => {
        const title = localized(property, 'title', locale);
        return (
          <li key={property.id} className="flex gap-4 rounded-2xl border border-border bg-surface p-3 sm:p-4">
            <Thumb property={property} />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={property.status === 'active' ? 'success' : 'neutral'}>
                  {property.status === 'active' ? t('active') : t('inactive')}
                </Badge>
                <span className="inline-flex items-center gap-1 text-xs text-muted">
                  <Eye className="size-3.5" aria-hidden />
                  {t('views', { count: property.views, formatted: formatNumber(property.views, locale) })}
                </span>
                <span className="text-xs text-muted">{formatDate(property.created_at, locale)}</span>
              </div>
              <Link
                href={`/property/${property.id}`}
                className="line-clamp-1 font-medium text-fg hover:underline"
              >
                {title}
              </Link>
              <Price property={property} className="font-semibold text-fg" />
              <div className="mt-auto flex flex-wrap gap-1 pt-1">
                <Button asChild variant="ghost" size="sm">
                  <Link href={`/edit-property/${property.id}`}>
                    <Pencil className="size-4" aria-hidden />
                    {tc('edit')}
                  </Link>
                </Button>
                <ConfirmDelete title={title} onConfirm={() => remove.mutate(property.id)} />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function SavedListings({ saved }: { saved: PropertySummary[] }) {
  const t = useTranslations('dashboard');
  const locale = useLocale();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const remove = useMutation({
    mutationFn: (id: number) => browserApi.unsave(id),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<PropertySummary[]>(['dashboard', 'saved'], (current) =>
        current?.filter((p) => p.id !== id),
      );
      if (user) markSaved({ userId: user.id, id, saved: false });
      toast({ title: t('removedFavorite'), tone: 'success' });
    },
    onError: () => toast({ title: t('favoriteFailed'), tone: 'error' }),
  });
  if (saved.length === 0) return <Empty text={t('noSaved')} />;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {saved.map((property) => (
        <li key={property.id} className="flex gap-4 rounded-2xl border border-border bg-surface p-3">
          <Thumb property={property} />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Link
              href={`/property/${property.id}`}
              className="line-clamp-2 font-medium text-fg hover:underline"
            >
              {localized(property, 'title', locale)}
            </Link>
            <p className="text-sm text-muted">
              {[cityName(property.city, locale), locationName(property.state, locale)]
                .filter(Boolean)
                .join(', ')}
            </p>
            <Price property={property} className="font-semibold text-fg" />
            <div className="mt-auto">
              <Button
                variant="ghost"
                size="sm"
                className="-ml-2 text-danger hover:bg-danger-soft"
                onClick={() => remove.mutate(property.id)}
                disabled={remove.isPending}
              >
                <Heart className="size-4 fill-current" aria-hidden />
                {t('removeFavorite')}
              </Button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Analytics({ listings }: { listings: PropertySummary[] }) {
  const t = useTranslations('dashboard');
  const locale = useLocale();
  const { data: stats } = useQuery({
    queryKey: ['dashboard', 'stats'],
    queryFn: browserApi.dashboardStats,
    staleTime: 30_000,
  });
  const figures = [
    { label: t('totalViews'), value: stats?.total_views, icon: Eye },
    { label: t('inquiries'), value: stats?.inquiries, icon: MessageSquare },
    { label: t('activeListings'), value: stats?.active_listings, icon: ListChecks },
    { label: t('savedListings'), value: stats?.saved_listings, icon: Heart },
  ];
  const top = [...listings].sort((a, b) => b.views - a.views).slice(0, 10);
  const max = Math.max(1, ...top.map((property) => property.views));
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {figures.map(({ label, value, icon: Icon }) => (
          <div key={label} className="rounded-2xl border border-border bg-surface p-5">
            <div className="flex items-center gap-2 text-sm text-muted">
              <Icon className="size-4" aria-hidden />
              {label}
            </div>
            <p className="mt-2 text-3xl font-semibold text-fg tabular-nums">
              {value === undefined ? '–' : formatNumber(value, locale)}
            </p>
          </div>
        ))}
      </div>
      {stats ? <ViewsChart days={stats.views_by_day} /> : null}
      {top.length ? (
        <section className="rounded-2xl border border-border bg-surface p-5">
          <h3 className="mb-4 font-semibold text-fg">{t('viewsByListing')}</h3>
          <ul className="flex flex-col gap-3">
            {top.map((property) => (
              <li
                key={property.id}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 text-sm"
              >
                <span className="truncate text-fg">{localized(property, 'title', locale)}</span>
                <span className="text-muted tabular-nums">{formatNumber(property.views, locale)}</span>
                <span className="col-span-2 h-2 overflow-hidden rounded-full bg-surface-2">
                  <span
                    className="block h-full rounded-full bg-primary"
                    style={{ width: `${(property.views / max) * 100}%` }}
                  />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** Views per day as bars; each bar carries its figure for screen readers and on hover. */
function ViewsChart({ days }: { days: DashboardStats['views_by_day'] }) {
  const t = useTranslations('dashboard');
  const locale = useLocale();
  const max = Math.max(1, ...days.map((day) => day.views));
  return (
    <section className="rounded-2xl border border-border bg-surface p-5">
      <h3 className="mb-4 font-semibold text-fg">{t('viewsLast30Days')}</h3>
      <ol className="flex h-32 items-end gap-[3px]">
        {days.map(({ day, views }) => {
          const label = t('viewsOnDay', { day: formatDate(day, locale), count: formatNumber(views, locale) });
          return (
            <li key={day} className="flex h-full flex-1 items-end" title={label}>
              <span className="sr-only">{label}</span>
              <span
                aria-hidden
                className="block w-full rounded-t bg-primary/80"
                style={{ height: `${Math.max(views ? 4 : 1, (views / max) * 100)}%` }}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function ProfileSettings({ user }: { user: User }) {
  const t = useTranslations('dashboard');
  const toast = useToast();
  const message = useErrorMessage();
  const { setUser } = useSession();
  const router = useRouter();
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: user.phone,
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const updated = await browserApi.updateMe(values);
      setUser(updated);
      form.reset(values);
      toast({ title: t('profileUpdated'), tone: 'success' });
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError)
        for (const [field, text] of Object.entries(error.fieldErrors))
          if (field in values) form.setError(field as keyof ProfileValues, { message: text });
      toast({
        title: t('profileFailed'),
        description: error instanceof Error ? error.message : undefined,
        tone: 'error',
      });
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="max-w-xl rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <h3 className="mb-5 font-semibold text-fg">{t('profile')}</h3>
      {!user.email_verified ? (
        <p className="mb-5 rounded-lg bg-primary-soft px-3 py-2 text-sm text-primary-strong">
          {t('emailUnverified')}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('firstName')} htmlFor="profile-first" error={message(errors.first_name?.message)}>
          <Input
            id="profile-first"
            autoComplete="given-name"
            aria-invalid={!!errors.first_name}
            {...form.register('first_name')}
          />
        </Field>
        <Field label={t('lastName')} htmlFor="profile-last" error={message(errors.last_name?.message)}>
          <Input
            id="profile-last"
            autoComplete="family-name"
            aria-invalid={!!errors.last_name}
            {...form.register('last_name')}
          />
        </Field>
        <Field
          label={t('email')}
          htmlFor="profile-email"
          error={message(errors.email?.message)}
          className="sm:col-span-2"
        >
          <Input
            id="profile-email"
            type="email"
            autoComplete="email"
            aria-invalid={!!errors.email}
            {...form.register('email')}
          />
        </Field>
        <Field
          label={t('phone')}
          htmlFor="profile-phone"
          error={message(errors.phone?.message)}
          className="sm:col-span-2"
        >
          <Input
            id="profile-phone"
            type="tel"
            autoComplete="tel"
            aria-invalid={!!errors.phone}
            {...form.register('phone')}
          />
        </Field>
      </div>
      <Button type="submit" className="mt-6" disabled={isSubmitting || !isDirty}>
        {t('saveProfile')}
      </Button>
    </form>
  );
}

export function DashboardTabs({
  user,
  initialTab,
  initialListings,
  initialSaved,
  alerts,
}: {
  user: User;
  initialTab: DashboardTab;
  initialListings: PropertySummary[];
  initialSaved: PropertySummary[];
  /** The saved searches tab, composed by the page (features do not import each other). */
  alerts?: { label: string; panel: ReactNode };
}) {
  const t = useTranslations('dashboard');
  const router = useRouter();
  const pathname = usePathname();
  const [tab, setTab] = useState(initialTab);
  const { data: listings = [] } = useQuery({
    queryKey: ['dashboard', 'mine'],
    queryFn: browserApi.myProperties,
    initialData: initialListings,
    staleTime: 30_000,
  });
  const { data: saved = [] } = useQuery({
    queryKey: ['dashboard', 'saved'],
    queryFn: browserApi.savedProperties,
    initialData: initialSaved,
    staleTime: 30_000,
  });
  // The page's own lists were fetched for this visit: they win over what the cache kept from an earlier one (a heart
  // clicked on another page since, a listing posted).
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.setQueryData(['dashboard', 'mine'], initialListings);
    queryClient.setQueryData(['dashboard', 'saved'], initialSaved);
  }, [queryClient, initialListings, initialSaved]);
  const tabs = [
    { value: 'listings', label: t('myListings'), icon: Home, count: listings.length },
    { value: 'saved', label: t('saved'), icon: Heart, count: saved.length },
    ...(alerts ? [{ value: 'alerts', label: alerts.label, icon: Bell } as const] : []),
    { value: 'analytics', label: t('analytics'), icon: BarChart3 },
    { value: 'settings', label: t('settings'), icon: Settings },
  ] as const;
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => {
        setTab(value as DashboardTab);
        // The open tab lives in the URL, so a reload or a shared link lands on it.
        router.replace(`${pathname}?tab=${value}`, { scroll: false });
      }}
    >
      <Tabs.List className="mb-6 flex gap-6 overflow-x-auto border-b border-border">
        {tabs.map(({ value, label, icon: Icon, ...rest }) => (
          <Tabs.Trigger key={value} value={value} className={tabClass}>
            <Icon className="size-4" aria-hidden />
            {label}
            {'count' in rest ? (
              <span className="rounded-full bg-surface-2 px-2 text-xs text-muted">{rest.count}</span>
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="listings">
        <MyListings listings={listings} />
      </Tabs.Content>
      <Tabs.Content value="saved">
        <SavedListings saved={saved} />
      </Tabs.Content>
      {alerts ? <Tabs.Content value="alerts">{alerts.panel}</Tabs.Content> : null}
      <Tabs.Content value="analytics">
        <Analytics listings={listings} />
      </Tabs.Content>
      <Tabs.Content value="settings">
        <ProfileSettings user={user} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
