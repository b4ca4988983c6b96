'use client';

import type { Property } from '@tbilisi/contracts';
import { BadgeCheck, Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { Link } from '@/i18n/navigation';
import { browserApi } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { RefreshingActionButton } from './refreshing-action-button';

/**
 * A company's verified mark, set or taken off (PUT /api/moderation/organisations/{id}/verification), then the list
 * again from the server. A refusal is said beside the button.
 */
export function OrganisationVerifyButton({
  id,
  name,
  verified,
}: {
  id: number;
  name: string;
  verified: boolean;
}) {
  const t = useTranslations('verification');
  return (
    <RefreshingActionButton
      action={() => browserApi.verifyOrganisation(id, !verified)}
      failed={t('failed')}
      errorId={`organisation-${id}-error`}
      variant={verified ? 'outline' : 'primary'}
    >
      {verified ? null : <BadgeCheck className="size-4" aria-hidden />}
      {verified ? t('unverify') : t('verify')}
      <span className="sr-only"> {name}</span>
    </RefreshingActionButton>
  );
}

type ListingErrors = { id?: string; verified?: string };

/**
 * A listing's cadastral code, checked by a moderator against the public registry: find the listing by its number,
 * see its code, then mark it verified or take the mark off (PUT /api/moderation/properties/{id}/verification).
 * Errors stand next to their field: an unknown number beside the number, a listing without a code beside the code.
 */
export function ListingVerification() {
  const t = useTranslations('verification');
  const [listing, setListing] = useState<Property | null>(null);
  const [errors, setErrors] = useState<ListingErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const find = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const raw = String(new FormData(event.currentTarget).get('listing') ?? '')
      .trim()
      .replace(/^#/, '');
    setNotice(null);
    setListing(null);
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
      setErrors({ id: t('listingNumberInvalid') });
      return;
    }
    setBusy(true);
    try {
      setListing(await browserApi.getProperty(Number(raw)));
      setErrors({});
    } catch (failure) {
      setErrors({
        id:
          failure instanceof ApiError && failure.status === 404
            ? t('listingNotFound')
            : failure instanceof ApiError
              ? failure.message
              : t('failed'),
      });
    } finally {
      setBusy(false);
    }
  };

  const mark = async (verified: boolean) => {
    if (!listing) return;
    setBusy(true);
    setNotice(null);
    try {
      const saved = await browserApi.verifyListing(listing.id, verified);
      setListing(saved);
      setErrors({});
      setNotice(verified ? t('listingVerified') : t('listingUnverified'));
    } catch (failure) {
      // The api's 422 on `verified` is the one refusal a moderator meets here: said in the page's language.
      const message =
        failure instanceof ApiError
          ? failure.fieldErrors.verified
            ? t('noCodeToVerify')
            : failure.message
          : t('failed');
      setErrors({ verified: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={(event) => void find(event)} noValidate className="flex flex-wrap items-start gap-3">
        <Field label={t('listingNumber')} htmlFor="verify-listing" error={errors.id} className="w-48">
          <Input
            id="verify-listing"
            name="listing"
            inputMode="numeric"
            autoComplete="off"
            placeholder="12345"
            aria-invalid={errors.id ? true : undefined}
            aria-describedby={errors.id ? 'verify-listing-error' : undefined}
          />
        </Field>
        <Button type="submit" variant="outline" className="mt-7" disabled={busy}>
          <Search className="size-4" aria-hidden />
          {t('findListing')}
        </Button>
      </form>
      {listing ? (
        <div
          className="flex max-w-2xl flex-col gap-3 rounded-2xl border border-border bg-surface p-5"
          data-testid="listing-to-verify"
        >
          <div className="flex flex-wrap items-center gap-2">
            <Link href={`/property/${listing.id}`} className="font-medium text-fg hover:underline">
              #{listing.id} · {listing.title}
            </Link>
            {listing.is_verified ? (
              <Badge tone="success">
                <BadgeCheck className="mr-1 size-3.5" aria-hidden />
                {t('cadastralVerified')}
              </Badge>
            ) : null}
          </div>
          <p className="text-sm text-muted">{listing.address}</p>
          <Field label={t('cadastralCode')} htmlFor="verify-cadastral" error={errors.verified}>
            <Input
              id="verify-cadastral"
              readOnly
              value={listing.cadastral_code || t('noCadastralCode')}
              aria-invalid={errors.verified ? true : undefined}
              aria-describedby={errors.verified ? 'verify-cadastral-error' : undefined}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            {listing.is_verified ? (
              <Button variant="outline" disabled={busy} onClick={() => void mark(false)}>
                {t('unverifyCadastral')}
              </Button>
            ) : (
              <Button disabled={busy} onClick={() => void mark(true)}>
                <BadgeCheck className="size-4" aria-hidden />
                {t('verifyCadastral')}
              </Button>
            )}
          </div>
          {notice ? (
            <p role="status" className="text-sm text-success">
              {notice}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
