'use client';

import type { Organisation } from '@tbilisi/contracts';
import { Building2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { browserApi } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { uploadImageFile } from '@/lib/api/upload-image-file';

/**
 * The company's logo, for its owner: a picture goes through the photo pipeline (POST /api/upload/images: checked,
 * re-encoded, at most 10 MB) and then replaces the logo in one change; a refusal is said beside the field.
 */
export function OrganisationLogo({
  organisation,
  onSaved,
}: {
  organisation: Organisation;
  onSaved: () => Promise<void>;
}) {
  const t = useTranslations('organisationDashboard');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (logo: () => Promise<string | null>) => {
    setBusy(true);
    setError(null);
    try {
      await browserApi.updateOrganisation({ logo_url: await logo() });
      await onSaved();
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fieldErrors.logo_url ?? failure.message) : t('failed'));
    } finally {
      setBusy(false);
    }
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    void save(async () => (await uploadImageFile(file)).url).then(() => {
      input.value = '';
    });
  };

  return (
    <section aria-labelledby="org-logo" className="flex flex-wrap items-start gap-4">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-surface-2">
        {organisation.logo_url ? (
          <img
            src={organisation.logo_url}
            alt=""
            className="size-full object-contain"
            data-testid="org-logo"
          />
        ) : (
          <Building2 className="size-10 text-muted" aria-hidden />
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h3 id="org-logo" className="font-medium text-fg">
          {t('logo')}
        </h3>
        <Field
          label={t('logoChoose')}
          htmlFor="org-logo-file"
          error={error ?? undefined}
          hint={t('logoHint')}
        >
          <Input
            id="org-logo-file"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/avif"
            disabled={busy}
            onChange={choose}
            className="h-auto py-2"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'org-logo-file-error' : 'org-logo-file-hint'}
          />
        </Field>
        {organisation.logo_url ? (
          <div>
            <Button variant="outline" size="sm" disabled={busy} onClick={() => void save(async () => null)}>
              {t('logoRemove')}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
