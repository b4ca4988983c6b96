/**
 * A spelling-blind search key: Georgian, Latin and Cyrillic writings of one Tbilisi name map to the same
 * Latin letters, so "vake", "ვაკე" and "Ваке" (or "Chavchavadze", "Tchavtchavadze", "ჭავჭავაძის", "Чавчавадзе")
 * find the same listings.
 */

import { toLatin } from '@tbilisi/contracts';

export { toLatin };

/** Georgian nouns decline ("ვაკე" → "ვაკის", "ჭავჭავაძე" → "ჭავჭავაძის"); a short stem matches every form. */
function stem(word: string): string {
  if (word.length <= 3 || /^\d/.test(word)) return word;
  return word.replace(/[aeiou]?s$/, '').replace(/[aeiou]$/, '');
}

export function toSearchWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’ʼ`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .flatMap(searchWordsOf);
}

/**
 * Words already folded: the duplicate check folds the descriptions of every candidate it scores (about sixty at 100k
 * listings, three languages each), and most words of listings' texts are the same few thousand. Bounded like the
 * address key's street cache: emptied when full.
 */
const folded = new Map<string, readonly string[]>();
const FOLDED_KEPT = 50_000;

/** One word of a text (lower case, split) as its stems: a word in another script may fold to two ("ab-c"). */
function searchWordsOf(word: string): readonly string[] {
  const known = folded.get(word);
  if (known) return known;
  const stems = toLatin(word)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(stem);
  if (folded.size >= FOLDED_KEPT) folded.clear();
  folded.set(word, stems);
  return stems;
}

/** The key stored with each listing: unique stems in first-seen order. */
export function toSearchText(...parts: (string | null | undefined)[]): string {
  return [...new Set(parts.flatMap((part) => (part ? toSearchWords(part) : [])))].join(' ');
}
