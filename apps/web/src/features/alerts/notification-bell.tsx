'use client';

import { Bell } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Menu, menuItemClasses } from '@/components/ui/menu';
import { Link } from '@/i18n/navigation';
import { formatDate } from '@/lib/format';
import { alertsApi, type AppNotification } from './alerts-api';

type Notifications = Awaited<ReturnType<typeof alertsApi.notifications>>;

/** How often an open page asks for new notifications. */
const POLL_MS = 20_000;

function noticeTitle(notice: AppNotification, locale: string): string {
  const { data } = notice;
  return (locale === 'en' ? data.title_en : locale === 'ru' ? data.title_ru : null) || data.title || '';
}

/**
 * The header's bell: unread count, newest first; closing the opened list marks it read. Polls while the page is open
 * (a timer and a fetch: no query library on every page, decision 024).
 */
export function NotificationBell() {
  const t = useTranslations('alerts');
  const locale = useLocale();
  const [data, setData] = useState<Notifications>();
  const refresh = useCallback(
    // A failed poll keeps what the bell shows; the next one tries again.
    () => alertsApi.notifications().then(setData, () => undefined),
    [],
  );
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  const markRead = () => void alertsApi.markAllRead().then(refresh, () => undefined);
  const clear = () => void alertsApi.clearNotifications().then(refresh, () => undefined);
  const unread = data?.unread_count ?? 0;
  return (
    <Menu
      onOpenChange={(open) => {
        if (!open && unread > 0) markRead();
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
                onClick={clear}
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
