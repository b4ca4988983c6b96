'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { formatDate } from '@/lib/format';
import { alertsApi, type SavedSearch } from './alerts-api';

const KEY = ['alerts', 'saved-searches'];

function resultsLink(search: SavedSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search.filters)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return `/?${params.toString()}`;
}

/** The dashboard's alerts tab: each saved search, renamed, paused or resumed, instant or daily, or deleted. */
export function SavedSearchesPanel() {
  const t = useTranslations('alerts');
  const locale = useLocale();
  const client = useQueryClient();
  const { data, isLoading } = useQuery({ queryKey: KEY, queryFn: alertsApi.listSavedSearches });
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  const update = useMutation({
    mutationFn: ({ id, ...body }: { id: number } & Parameters<typeof alertsApi.updateSavedSearch>[1]) =>
      alertsApi.updateSavedSearch(id, body),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: alertsApi.deleteSavedSearch, onSuccess: refresh });

  if (isLoading) return <p className="text-muted">{t('loading')}</p>;
  if (!data?.items.length) {
    return (
      <div className="rounded-2xl border border-dashed border-border-strong px-6 py-14 text-center text-muted">
        {t('noSavedSearches')}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('limit', { count: data.items.length, limit: data.limit })}</p>
      <ul className="flex flex-col gap-3" data-testid="saved-searches">
        {data.items.map((search) => (
          <li
            key={search.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface p-4"
          >
            <div className="min-w-0">
              <Link href={resultsLink(search)} className="font-medium text-fg hover:underline">
                {search.name}
              </Link>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
                <Badge>{t(search.frequency)}</Badge>
                {search.is_paused ? <Badge>{t('paused')}</Badge> : null}
                <span>{formatDate(search.created_at, locale)}</span>
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-1">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  const name = window.prompt(t('rename'), search.name)?.trim();
                  if (name) update.mutate({ id: search.id, name });
                }}
              >
                <Pencil className="size-4" aria-hidden />
                {t('rename')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  update.mutate({
                    id: search.id,
                    frequency: search.frequency === 'instant' ? 'daily' : 'instant',
                  })
                }
              >
                {search.frequency === 'instant' ? t('makeDaily') : t('makeInstant')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => update.mutate({ id: search.id, is_paused: !search.is_paused })}
              >
                {search.is_paused ? (
                  <Play className="size-4" aria-hidden />
                ) : (
                  <Pause className="size-4" aria-hidden />
                )}
                {search.is_paused ? t('resume') : t('pause')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-danger"
                onClick={() => {
                  if (window.confirm(t('deleteConfirm'))) remove.mutate(search.id);
                }}
              >
                <Trash2 className="size-4" aria-hidden />
                {t('delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
