'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { Menu, menuItemClasses } from '@/components/ui/menu';
import { Link } from '@/i18n/navigation';
import { formatDate } from '@/lib/format';
import { alertsApi, type AppNotification } from './alerts-api';

const KEY = ['alerts', 'notifications'];

function noticeTitle(notice: AppNotification, locale: string): string {
  const { data } = notice;
  return (locale === 'en' ? data.title_en : locale === 'ru' ? data.title_ru : null) || data.title || '';
}

/** The header's bell: unread count, newest first; opening the list marks it read. Polls while the page is open. */
export function NotificationBell() {
  const t = useTranslations('alerts');
  const locale = useLocale();
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: KEY, queryFn: alertsApi.notifications, refetchInterval: 20_000 });
  const markRead = useMutation({
    mutationFn: alertsApi.markAllRead,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const clear = useMutation({
    mutationFn: alertsApi.clearNotifications,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const unread = data?.unread_count ?? 0;
  return (
    <Menu
      onOpenChange={(open) => {
        if (!open && unread > 0) markRead.mutate();
      }}
      triggerClassName={buttonClasses('ghost', 'sm')}
      triggerLabel={t('notifications', { count: unread })}
      data-testid="notification-bell"
      contentClassName="w-80"
      trigger={
        <span className="relative inline-flex">
          <Bell className="size-4" aria-hidden />
          {unread > 0 ? (
            <span
              className="absolute -top-2 -right-2 min-w-4 rounded-full bg-danger px-1 text-center text-[10px] leading-4 font-semibold text-white"
              data-testid="notification-count"
            >
              {unread}
            </span>
          ) : null}
        </span>
      }
    >
      {(close) => (
        <>
          <div className="flex items-center justify-between px-3 py-2">
            <span className="text-sm font-semibold text-fg">{t('notificationsTitle')}</span>
            {data?.items.length ? (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="text-xs text-muted hover:text-fg"
                onClick={() => clear.mutate()}
              >
                {t('clear')}
              </button>
            ) : null}
          </div>
          {data?.items.length ? (
            <ul className="max-h-96 overflow-y-auto" role="none">
              {data.items.map((notice) => (
                <li key={notice.id} role="none">
                  <Link
                    role="menuitem"
                    tabIndex={-1}
                    href={notice.property_id ? `/property/${notice.property_id}` : '/dashboard?tab=alerts'}
                    onClick={close}
                    className={`${menuItemClasses} flex-col items-start gap-0.5`}
                  >
                    <span className={notice.is_read ? 'text-muted' : 'font-medium text-fg'}>
                      {notice.kind === 'price_drop'
                        ? t('priceDropNotice')
                        : t('newMatchNotice', { search: notice.data.search_name ?? '' })}
                    </span>
                    <span className="truncate text-fg">{noticeTitle(notice, locale)}</span>
                    <span className="text-xs text-muted">{formatDate(notice.created_at, locale)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="px-3 py-4 text-sm text-muted">{t('noNotifications')}</p>
          )}
        </>
      )}
    </Menu>
  );
}
