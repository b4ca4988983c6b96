'use client';

import { PASSWORD_MIN_LENGTH } from '@tbilisi/contracts';
import { useTranslations } from 'next-intl';

/** Turns a schema's message key into the reader's language. */
export function useErrorMessage() {
  const tv = useTranslations('validation');
  const ta = useTranslations('auth');
  return (key: string | undefined): string | undefined => {
    if (!key) return undefined;
    if (key.startsWith('auth.')) return ta(key.slice(5) as 'termsRequired');
    if (key === 'passwordMin') return tv('passwordMin', { min: PASSWORD_MIN_LENGTH });
    return tv.has(key as 'required') ? tv(key as 'required') : key;
  };
}
