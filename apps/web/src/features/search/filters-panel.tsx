'use client';

import { FEATURES, RENOVATION_STATUSES } from '@tbilisi/contracts';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/field';
import { type FlagFilter, type NumberFilter, type SearchState, withNumber } from '@/lib/search/search-state';

function RangeRow({
  label,
  keys,
  draft,
  setNumber,
  allowNegative,
}: {
  label: string;
  keys: [NumberFilter, NumberFilter];
  draft: SearchState;
  setNumber: (key: NumberFilter, value: string) => void;
  allowNegative?: boolean;
}) {
  const tc = useTranslations('common');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-fg">{label}</legend>
      <div className="grid grid-cols-2 gap-2">
        {keys.map((key, index) => (
          <Input
            key={key}
            type="number"
            inputMode="numeric"
            min={allowNegative ? -5 : 0}
            aria-label={`${label}: ${index === 0 ? tc('from') : tc('to')}`}
            placeholder={index === 0 ? tc('from') : tc('to')}
            value={draft.numbers[key] ?? ''}
            onChange={(event) => setNumber(key, event.target.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  // A labelled group rather than a fieldset: a legend would sit on the divider line.
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="border-t border-border pt-5 first:border-t-0 first:pt-0"
    >
      <h3 id={id} className="mb-3 text-sm font-semibold text-fg">
        {title}
      </h3>
      {children}
    </div>
  );
}

const APPLICATION_FLAGS: {
  key: FlagFilter;
  label: 'verified' | 'developerOnly' | 'withPhotos' | 'ownerOnly';
}[] = [
  { key: 'verified', label: 'verified' },
  { key: 'developer_only', label: 'developerOnly' },
  { key: 'with_photos', label: 'withPhotos' },
  { key: 'owner_only', label: 'ownerOnly' },
];

/**
 * Every filter of the additional-filters dialog, wired to the api (docs/product/search.md#additional-filters). Its own
 * chunk: fetched when the Filters button is pointed at, focused or pressed (decision 024).
 */
export default function FiltersPanel({
  state,
  onApply,
  onClose,
}: {
  state: SearchState;
  onApply: (next: SearchState) => void;
  onClose: () => void;
}) {
  const t = useTranslations('filters');
  const tc = useTranslations('common');
  const tr = useTranslations('renovation');
  const tf = useTranslations('feature');
  const [draft, setDraft] = useState(state);

  const setNumber = (key: NumberFilter, typed: string) =>
    setDraft((current) => withNumber(current, key, typed));
  const setFlag = (key: FlagFilter, on: boolean) =>
    setDraft((current) => {
      const flags = { ...current.flags };
      if (on) flags[key] = true;
      else delete flags[key];
      return { ...current, flags };
    });
  const toggleIn = (field: 'renovation' | 'features', value: string, on: boolean) =>
    setDraft((current) => ({
      ...current,
      [field]: on ? [...current[field], value] : current[field].filter((v) => v !== value),
    }));

  return (
    // Open while it is mounted: the only change it reports is a close.
    <Dialog open onOpenChange={onClose}>
      <DialogContent
        title={t('title')}
        closeLabel={tc('close')}
        className="sm:max-w-2xl"
        footer={
          <>
            <Button
              variant="ghost"
              className="mr-auto"
              onClick={() =>
                setDraft((current) => ({
                  ...current,
                  numbers: {
                    min_rent: current.numbers.min_rent,
                    max_rent: current.numbers.max_rent,
                    min_rooms: current.numbers.min_rooms,
                    max_rooms: current.numbers.max_rooms,
                  },
                  flags: {},
                  renovation: [],
                  features: [],
                  cadastral_code: '',
                }))
              }
            >
              {t('reset')}
            </Button>
            <Button variant="outline" onClick={onClose}>
              {tc('cancel')}
            </Button>
            <Button
              onClick={() => {
                onApply({ ...draft, page: 1 });
                onClose();
              }}
            >
              {t('apply')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-5">
          <Group id="filters-application" title={t('applicationType')}>
            <div className="grid gap-3 sm:grid-cols-2">
              {APPLICATION_FLAGS.map(({ key, label }) => (
                <Checkbox
                  key={key}
                  id={`flag-${key}`}
                  checked={draft.flags[key] === true}
                  onCheckedChange={(on) => setFlag(key, on)}
                  label={t(label)}
                />
              ))}
            </div>
          </Group>
          <Group id="filters-renovation" title={t('renovation')}>
            <div className="grid gap-3 sm:grid-cols-2">
              {RENOVATION_STATUSES.map((status) => (
                <Checkbox
                  key={status}
                  id={`renovation-${status}`}
                  checked={draft.renovation.includes(status)}
                  onCheckedChange={(on) => toggleIn('renovation', status, on)}
                  label={tr(status)}
                />
              ))}
            </div>
          </Group>
          <div className="grid gap-5 border-t border-border pt-5 sm:grid-cols-2">
            <RangeRow
              label={t('bedrooms')}
              keys={['min_bedrooms', 'max_bedrooms']}
              draft={draft}
              setNumber={setNumber}
            />
            <RangeRow
              label={t('rooms')}
              keys={['min_rooms', 'max_rooms']}
              draft={draft}
              setNumber={setNumber}
            />
            <RangeRow
              label={t('area')}
              keys={['min_square_feet', 'max_square_feet']}
              draft={draft}
              setNumber={setNumber}
            />
            <RangeRow
              label={t('yardArea')}
              keys={['min_yard_area', 'max_yard_area']}
              draft={draft}
              setNumber={setNumber}
            />
            <div className="flex flex-col gap-3">
              <RangeRow
                label={t('floor')}
                keys={['min_floor', 'max_floor']}
                draft={draft}
                setNumber={setNumber}
                allowNegative
              />
              <Checkbox
                id="flag-not_first_floor"
                checked={draft.flags.not_first_floor === true}
                onCheckedChange={(on) => setFlag('not_first_floor', on)}
                label={t('notFirstFloor')}
              />
              <Checkbox
                id="flag-not_last_floor"
                checked={draft.flags.not_last_floor === true}
                onCheckedChange={(on) => setFlag('not_last_floor', on)}
                label={t('notLastFloor')}
              />
            </div>
            <div className="flex flex-col gap-3">
              <label className="flex flex-col gap-2 text-sm font-medium text-fg">
                {t('bathrooms')}
                <Input
                  type="number"
                  min={0}
                  step={0.5}
                  inputMode="decimal"
                  value={draft.numbers.min_bathrooms ?? ''}
                  onChange={(event) => setNumber('min_bathrooms', event.target.value)}
                />
              </label>
              <label className="flex flex-col gap-2 text-sm font-medium text-fg">
                {t('cadastralCode')}
                <Input
                  value={draft.cadastral_code}
                  placeholder={t('cadastralPlaceholder')}
                  maxLength={40}
                  onChange={(event) =>
                    setDraft((current) => ({ ...current, cadastral_code: event.target.value }))
                  }
                />
              </label>
            </div>
          </div>
          <Group id="filters-extras" title={t('extras')}>
            <div className="grid gap-3 sm:grid-cols-2">
              {FEATURES.map((feature) => (
                <Checkbox
                  key={feature}
                  id={`feature-${feature}`}
                  checked={draft.features.includes(feature)}
                  onCheckedChange={(on) => toggleIn('features', feature, on)}
                  label={tf(feature)}
                />
              ))}
            </div>
          </Group>
        </div>
      </DialogContent>
    </Dialog>
  );
}
