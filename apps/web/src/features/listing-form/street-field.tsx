'use client';

import { Check } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Field, Input } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import type { ListingValues } from './listing-schema';
import type * as StreetSuggestions from './street-suggestions';
import type { StreetSuggestion } from './street-suggestions';

type Suggestions = typeof StreetSuggestions;

// The street list and its matching are fetched when the poster first reaches the field, not with the page.
let loading: Promise<Suggestions> | null = null;
const loadSuggestions = () => (loading ??= import('./street-suggestions'));

/**
 * The address, with the taxonomy's streets suggested as the poster types (issue 19): picking one writes it in the
 * page's language and sends its id, so the api knows the street whatever the script or spelling. Any address can
 * still be typed as it is; changing the street's name afterwards drops the pick.
 */
export function StreetField({
  form,
  errorText,
}: {
  form: UseFormReturn<ListingValues>;
  errorText: (message: string | undefined) => string | undefined;
}) {
  const t = useTranslations('listingForm');
  const locale = useLocale();
  const listId = useId();
  const [suggestions, setSuggestions] = useState<StreetSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const [module, setModule] = useState<Suggestions | null>(null);
  const streetId = useWatch({ control: form.control, name: 'street_id' });
  const input = useRef<HTMLInputElement | null>(null);
  const { errors } = form.formState;
  const message = errorText(errors.address?.message ?? errors.street_id?.message);
  const picked = streetId ? module?.pickedStreet(streetId, locale) : undefined;
  const registered = form.register('address');
  // The form's ref and this field's own (for the caret after a pick).
  const registeredWithRef = {
    ...registered,
    ref: (element: HTMLInputElement | null) => {
      registered.ref(element);
      input.current = element;
    },
  };

  useEffect(() => {
    if (streetId) void loadSuggestions().then(setModule);
  }, [streetId]);

  const suggestFor = async (typed: string) => {
    const loaded = await loadSuggestions();
    setModule(loaded);
    // A pick stays while the address still names its street (a house number changed); another street drops it.
    const current = form.getValues('street_id');
    if (current && !loaded.streetNamed(typed, current))
      form.setValue('street_id', '', { shouldDirty: true, shouldValidate: false });
    const found = loaded.suggestStreets(typed, locale);
    setSuggestions(found);
    setActive(-1);
    setOpen(found.length > 0);
  };

  const pick = (suggestion: StreetSuggestion) => {
    const next = module ? module.withStreet(form.getValues('address'), suggestion.label) : suggestion.label;
    form.setValue('address', next, { shouldDirty: true, shouldValidate: true });
    form.setValue('street_id', suggestion.id, { shouldDirty: true });
    form.clearErrors('street_id');
    setOpen(false);
    // The caret after the street, for the house number.
    requestAnimationFrame(() => input.current?.setSelectionRange(next.length, next.length));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || suggestions.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      pick(suggestions[active]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  const hintId = 'listing-address-hint';
  return (
    <Field
      label={t('address')}
      htmlFor="listing-address"
      error={message}
      required
      className="sm:col-span-2"
      hint={
        picked ? (
          <span className="inline-flex items-center gap-1 text-success">
            <Check className="size-3.5" aria-hidden />
            {t('streetPicked', { street: picked.label })}
          </span>
        ) : (
          t('streetHint')
        )
      }
    >
      <div className="relative">
        <Input
          id="listing-address"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          placeholder={t('addressPlaceholder')}
          aria-invalid={!!message}
          aria-describedby={message ? 'listing-address-error' : hintId}
          {...registeredWithRef}
          onFocus={() => void loadSuggestions().then(setModule)}
          onChange={(event) => {
            void registered.onChange(event);
            void suggestFor(event.target.value);
          }}
          onBlur={(event) => {
            setOpen(false);
            void registered.onBlur(event);
          }}
          onKeyDown={onKeyDown}
        />
        {open ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={t('streetSuggestions')}
            // A click must not blur the field first (the list closes on blur).
            onMouseDown={(event) => event.preventDefault()}
            className="absolute inset-x-0 top-full z-30 mt-1.5 max-h-72 overflow-y-auto rounded-xl border border-border bg-surface p-1.5 shadow-lg animate-fade-in"
          >
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                onClick={() => pick(suggestion)}
                className={cn(
                  'flex cursor-pointer flex-col rounded-lg px-2.5 py-2 text-sm text-fg hover:bg-surface-2',
                  index === active && 'bg-surface-2',
                )}
              >
                <span>{suggestion.label}</span>
                {suggestion.matchedName ? (
                  <span className="text-xs text-muted">
                    {t('streetAlsoKnownAs', { name: suggestion.matchedName })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Field>
  );
}
