'use client';

import { DISTRICTS } from '@tbilisi/contracts';
import { ChevronDown } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { nodeName } from '@/lib/locations';
import { compressSelection, districtState, expandSelection } from './location-selection';

/**
 * The location picker's dialog: districts with tri-state checkboxes, edited on a draft until Confirm
 * (docs/product/search.md#location-picker). Its own chunk, fetched when the picker is reached (decision 024).
 */
export default function LocationPanel({
  value,
  onChange,
  onClose,
}: {
  value: string[];
  onChange: (slugs: string[]) => void;
  onClose: () => void;
}) {
  const t = useTranslations('locationPicker');
  const tc = useTranslations('common');
  const locale = useLocale();
  const [draft, setDraft] = useState(() => expandSelection(value));
  // Districts with something chosen start open, so the choice is visible.
  const [expanded, setExpanded] = useState(
    () => new Set(DISTRICTS.filter((d) => districtState(d.slug, draft) !== false).map((d) => d.slug)),
  );

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

  return (
    // Open while it is mounted: the only change it reports is a close.
    <Dialog open onOpenChange={onClose}>
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
            <Button variant="outline" onClick={onClose}>
              {tc('cancel')}
            </Button>
            <Button
              onClick={() => {
                onChange(compressSelection(draft));
                onClose();
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
