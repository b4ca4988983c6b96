'use client';

import { BellPlus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/errors';
import { alertsApi, filtersOfQuery } from './alerts-api';
import { enablePush } from './enable-push';

/**
 * "Save this search" on the results for a signed-in user: a name and how often to alert, then (once) the browser's
 * push permission. A guest gets SaveSearchSignIn instead, drawn on the server (no script).
 */
export function SaveSearchButton({ query, suggestedName }: { query: string; suggestedName: string }) {
  const t = useTranslations('alerts');
  const locale = useLocale();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(suggestedName);
  const [frequency, setFrequency] = useState<'instant' | 'daily'>('instant');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await alertsApi.createSavedSearch({
        name: name.trim(),
        filters: filtersOfQuery(query),
        frequency,
        locale,
      });
      setOpen(false);
      toast({ title: t('saved'), description: t('savedText'), tone: 'success' });
      void enablePush().catch(() => false);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="save-search">
        <BellPlus className="size-4" aria-hidden />
        {t('saveSearch')}
      </Button>
      <DialogContent title={t('saveSearchTitle')} closeLabel={t('close')}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Field label={t('name')} htmlFor="saved-search-name" error={error ?? undefined}>
            <Input
              id="saved-search-name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={100}
              required
            />
          </Field>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-fg">{t('frequency')}</legend>
            {(['instant', 'daily'] as const).map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm text-fg">
                <input
                  type="radio"
                  name="frequency"
                  value={option}
                  checked={frequency === option}
                  onChange={() => setFrequency(option)}
                />
                {t(option)}
              </label>
            ))}
          </fieldset>
          <Button type="submit" disabled={saving || !name.trim()}>
            {t('save')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
