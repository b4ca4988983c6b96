import { toSearchWords } from '../../lib/translit';

/** Digits of a phone number without Georgia's +995, so "+995 555 12-34-56" and "555123456" match. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 12 && digits.startsWith('995') ? digits.slice(3) : digits;
}

export const cadastralDigits = (code: string) => code.replace(/\D/g, '');

export type QueryTerms =
  /** Looks like a listing id, phone or cadastral code: match those exactly. */
  | { kind: 'number'; digits: string; id: number | undefined }
  /** Free text: every word must appear in the listing's search text, in any script. */
  | { kind: 'words'; words: string[] };

export function parseQuery(query: string): QueryTerms {
  if (/^[\d\s.+()/:-]+$/.test(query) && /\d/.test(query)) {
    const digits = query.replace(/\D/g, '');
    const id = digits.length <= 9 && /^\d+$/.test(query.trim()) ? Number(digits) : undefined;
    return {
      kind: 'number',
      digits: digits.length === 12 && digits.startsWith('995') ? digits.slice(3) : digits,
      id,
    };
  }
  return { kind: 'words', words: toSearchWords(query) };
}
