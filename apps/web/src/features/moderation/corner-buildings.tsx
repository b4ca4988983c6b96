'use client';

import type { CornerBuildingInput } from '@tbilisi/contracts';
import { useTranslations } from 'next-intl';
import { useState, useTransition, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { RefreshingActionButton } from './refreshing-action-button';

export interface StreetOption {
  id: string;
  name: string;
}

type CornerErrors = Partial<Record<keyof CornerBuildingInput | 'form', string>>;

/**
 * Adds a corner building: a street and house on each side (POST /api/moderation/corners). Each refusal stands under
 * its field; the list is read again from the server after a save.
 */
export function AddCornerForm({ streets }: { streets: StreetOption[] }) {
  const t = useTranslations('corners');
  const router = useRouter();
  const [errors, setErrors] = useState<CornerErrors>({});
  const [busy, setBusy] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const corner = Object.fromEntries(
      (['street_id', 'house', 'other_street_id', 'other_house'] as const).map((key) => [
        key,
        String(data.get(key) ?? ''),
      ]),
    ) as CornerBuildingInput;
    setBusy(true);
    setErrors({});
    try {
      await browserApi.addCornerBuilding(corner);
      form.reset();
      startRefresh(() => router.refresh());
    } catch (failure) {
      setErrors(
        failure instanceof ApiError && Object.keys(failure.fieldErrors).length
          ? failure.fieldErrors
          : { form: failure instanceof ApiError ? failure.message : t('failed') },
      );
    } finally {
      setBusy(false);
    }
  };
  const side = (street: 'street_id' | 'other_street_id', house: 'house' | 'other_house', label: string) => (
    <fieldset className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <legend className="mb-2 text-sm font-semibold text-fg">{label}</legend>
      <Field label={t('street')} htmlFor={`corner-${street}`} error={errors[street]} required>
        <Select
          id={`corner-${street}`}
          name={street}
          defaultValue=""
          aria-invalid={Boolean(errors[street])}
          aria-describedby={errors[street] ? `corner-${street}-error` : undefined}
        >
          <option value="" disabled>
            {t('chooseStreet')}
          </option>
          {streets.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('house')} htmlFor={`corner-${house}`} error={errors[house]} required>
        <Input
          id={`corner-${house}`}
          name={house}
          maxLength={12}
          placeholder="37a"
          aria-invalid={Boolean(errors[house])}
          aria-describedby={errors[house] ? `corner-${house}-error` : undefined}
        />
      </Field>
    </fieldset>
  );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4"
      noValidate
    >
      <div className="grid gap-4 lg:grid-cols-2">
        {side('street_id', 'house', t('firstAddress'))}
        {side('other_street_id', 'other_house', t('secondAddress'))}
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={busy || refreshing}>
          {t('add')}
        </Button>
      </div>
    </form>
  );
}

/** Removes a corner learned wrongly (DELETE /api/moderation/corners); a refusal is said beside the button. */
export function RemoveCornerButton({ corner, label }: { corner: CornerBuildingInput; label: string }) {
  const t = useTranslations('corners');
  return (
    <RefreshingActionButton
      action={() => browserApi.removeCornerBuilding(corner)}
      failed={t('failed')}
      errorId={`corner-${Object.values(corner).join('-')}-error`}
      variant="outline"
    >
      {t('remove')}
      <span className="sr-only"> {label}</span>
    </RefreshingActionButton>
  );
}
