'use client';

import { DISTRICTS } from '@tbilisi/contracts';
import { ChevronDown, MapPin } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { locationName, nodeName } from '@/lib/locations';
import { compressSelection, districtState, expandSelection } from './location-selection';

const TRIGGER_NAMES = 3;

/**
 * The location picker: districts with tri-state checkboxes, edited on a draft until Confirm
 * (docs/product/search.md#location-picker).
 */
export function LocationPicker({
  value,
  onChange,
  id,
}: {
  value: string[];
  onChange: (slugs: string[]) => void;
  id: string;
}) {
  const t = useTranslations('locationPicker');
  const ts = useTranslations('search');
  const tc = useTranslations('common');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Set<string>>(new Set());
  const [expanded, setExpanded] = useState<Set<string>>(new Set());

  const openDialog = () => {
    const selection = expandSelection(value);
    setDraft(selection);
    // Districts with something chosen start open, so the choice is visible.
    setExpanded(
      new Set(DISTRICTS.filter((d) => districtState(d.slug, selection) !== false).map((d) => d.slug)),
    );
    setOpen(true);
  };

  const toggleDistrict = (slug: string, checked: boolean) => {
    const district = DISTRICTS.find((d) => d.slug === slug)!;
    setDraft((current) => {
      const next = new Set(current);
      for (const child of district.neighbourhoods) {
        if (checked) next.add(child.slug);
        else next.delete(child.slug);
      }
      return next;
    });
  };
  const toggleNeighbourhood = (slug: string, checked: boolean) =>
    setDraft((current) => {
      const next = new Set(current);
      if (checked) next.add(slug);
      else next.delete(slug);
      return next;
    });

  const names = value.map((slug) => locationName(slug, locale));
  const summary =
    names.length === 0
      ? null
      : names.slice(0, TRIGGER_NAMES).join(', ') +
        (names.length > TRIGGER_NAMES
          ? ` ${ts('moreLocations', { count: names.length - TRIGGER_NAMES })}`
          : '');

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? openDialog() : setOpen(false))}>
      <button
        id={id}
        type="button"
        onClick={openDialog}
        className="flex h-11 w-full items-center gap-2 rounded-lg border border-border bg-surface px-3 text-left text-sm focus-visible:outline-2 focus-visible:outline-ring"
      >
        <MapPin className="size-4 shrink-0 text-muted" aria-hidden />
        <span className={cn('min-w-0 flex-1 truncate', summary ? 'text-fg' : 'text-muted')}>
          {summary ?? ts('locationPlaceholder')}
        </span>
        <ChevronDown className="size-4 shrink-0 text-muted" aria-hidden />
      </button>
      <DialogContent
        title={t('title')}
        description={t('description')}
        closeLabel={tc('close')}
        footer={
          <>
            <Button variant="ghost" size="sm" onClick={() => setDraft(new Set())} disabled={draft.size === 0}>
              {tc('clear')}
            </Button>
            <span className="mr-auto text-sm text-muted" aria-live="polite">
              {t('selected', { count: compressSelection(draft).length })}
            </span>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {tc('cancel')}
            </Button>
            <Button
              onClick={() => {
                onChange(compressSelection(draft));
                setOpen(false);
              }}
            >
              {tc('confirm')}
            </Button>
          </>
        }
      >
        <ul className="-mx-1 flex h-[400px] max-h-[55dvh] flex-col gap-1 overflow-y-auto px-1">
          {DISTRICTS.map((district) => {
            const isOpen = expanded.has(district.slug);
            const name = nodeName(district, locale);
            return (
              <li key={district.slug} className="rounded-lg border border-border">
                <div className="flex items-center gap-2 px-3 py-2.5">
                  <Checkbox
                    id={`loc-${district.slug}`}
                    checked={districtState(district.slug, draft)}
                    onCheckedChange={(checked) => toggleDistrict(district.slug, checked)}
                    label={<span className="font-medium">{name}</span>}
                    className="flex-1"
                  />
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-label={isOpen ? t('collapse', { name }) : t('expand', { name })}
                    onClick={() =>
                      setExpanded((current) => {
                        const next = new Set(current);
                        if (isOpen) next.delete(district.slug);
                        else next.add(district.slug);
                        return next;
                      })
                    }
                    className="rounded-md p-1 text-muted hover:bg-surface-2 hover:text-fg"
                  >
                    <ChevronDown
                      className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
                      aria-hidden
                    />
                  </button>
                </div>
                {isOpen ? (
                  <ul className="grid gap-x-4 gap-y-2.5 border-t border-border px-3 py-3 pl-10 sm:grid-cols-2">
                    {district.neighbourhoods.map((child) => (
                      <li key={child.slug}>
                        <Checkbox
                          id={`loc-${child.slug}`}
                          checked={draft.has(child.slug)}
                          onCheckedChange={(checked) => toggleNeighbourhood(child.slug, checked)}
                          label={nodeName(child, locale)}
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
