import {
  TBILISI_STREETS,
  streetNames,
  toLatin,
  type StreetKind,
  type TaxonomyStreet,
} from '@tbilisi/contracts';

/**
 * The taxonomy's streets the listing form suggests as the poster types an address (issue 19): matched in any script
 * or romanisation the taxonomy knows (its names, the Georgian genitive, former names and translations), shown and
 * written in the page's language. Loaded when the address field is first used, not with the page (decision 024):
 * the list is the largest part of it.
 */

export interface StreetSuggestion {
  id: string;
  /** the street as an address writes it in the page's language ("Chavchavadze Ave", "ჭავჭავაძის გამზ.") */
  label: string;
  /** another name it is known by, when the poster typed that one ("Leselidze" for Kote Afkhazi) */
  matchedName: string | null;
}

// How each language writes a street of each kind: the api reads these type words (lib/address-key.ts).
const FORMS: Record<string, Record<StreetKind, (street: TaxonomyStreet) => string>> = {
  ka: {
    street: (s) => `${s.name_ka_genitive} ქ.`,
    avenue: (s) => `${s.name_ka_genitive} გამზ.`,
    square: (s) => `${s.name_ka_genitive} მოედანი`,
    embankment: (s) => `${s.name_ka_genitive} სანაპირო`,
    highway: (s) => `${s.name_ka_genitive} გზატკეცილი`,
  },
  en: {
    street: (s) => `${s.name_en} St`,
    avenue: (s) => `${s.name_en} Ave`,
    square: (s) => `${s.name_en} Square`,
    embankment: (s) => `${s.name_en} Embankment`,
    highway: (s) => `${s.name_en} Highway`,
  },
  ru: {
    street: (s) => `ул. ${s.name_ru}`,
    avenue: (s) => `просп. ${s.name_ru}`,
    square: (s) => `пл. ${s.name_ru}`,
    embankment: (s) => `наб. ${s.name_ru}`,
    highway: (s) => `${s.name_ru} шоссе`,
  },
};

/** The street as an address writes it in `locale` (Georgian for a language the form does not know). */
export function streetLabel(street: TaxonomyStreet, locale: string): string {
  return (FORMS[locale] ?? FORMS.ka!)[street.kind](street);
}

// Type words and first names a poster may type before or after the name; they never tell two streets apart.
const IGNORED = new Set(
  [
    'st',
    'str',
    'street',
    'ave',
    'av',
    'avenue',
    'sq',
    'square',
    'emb',
    'embankment',
    'highway',
    'hwy',
    'ქ',
    'ქუჩა',
    'ქუჩის',
    'გამზ',
    'გამზირი',
    'გამზირის',
    'მოედანი',
    'სანაპირო',
    'გზატკეცილი',
    'ул',
    'улица',
    'просп',
    'проспект',
    'пр',
    'пл',
    'площадь',
    'наб',
    'набережная',
    'шоссе',
  ].map(toLatin),
);

/** The folded words of a text, without numbers (a house number typed after the name) and type words. */
function foldedWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’ʼ`.]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !/\d/.test(word))
    .map(toLatin)
    .filter((word) => word && !IGNORED.has(word));
}

interface IndexedName {
  street: TaxonomyStreet;
  name: string;
  words: string[];
}

let index: IndexedName[] | null = null;
function names(): IndexedName[] {
  index ??= TBILISI_STREETS.flatMap((street) =>
    streetNames(street).map((name) => ({ street, name, words: foldedWords(name) })),
  );
  return index;
}

/** The names a street goes by in the three languages; any other is an alias (a former name, a translation). */
const shownNames = (street: TaxonomyStreet) => [
  street.name_ka,
  street.name_ka_genitive,
  street.name_en,
  street.name_ru,
];

/**
 * Streets whose name fits what was typed: every typed word starts a word of one of its names, in any script, the
 * last one perhaps unfinished ("chav", "ჭავჭ", "Чавч", "ilia chavch"). Best first: a name whose first word the
 * typing starts, then one of its names in the three languages before an alias, then the shorter; at most `limit`.
 */
export function suggestStreets(typed: string, locale: string, limit = 6): StreetSuggestion[] {
  const words = foldedWords(typed);
  // One letter typed fits too many streets to help.
  if (words.length === 0 || typed.replace(/[^\p{L}]/gu, '').length < 2) return [];
  const best = new Map<string, { rank: number; name: string }>();
  for (const { street, name, words: nameWords } of names()) {
    const fits = words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)));
    if (!fits) continue;
    const alias = !shownNames(street).includes(name);
    const rank =
      (nameWords[0]!.startsWith(words[0]!) ? 0 : 1000) + (alias ? 500 : 0) + nameWords.join(' ').length;
    const known = best.get(street.id);
    if (!known || rank < known.rank) best.set(street.id, { rank, name });
  }
  return [...best.entries()]
    .sort(([, a], [, b]) => a.rank - b.rank)
    .slice(0, limit)
    .map(([id, { name }]) => {
      const street = TBILISI_STREETS.find((candidate) => candidate.id === id)!;
      const label = streetLabel(street, locale);
      return { id, label, matchedName: shownNames(street).includes(name) ? null : name };
    });
}

/**
 * The address with the picked street in place of what was typed for it, keeping a house number typed already
 * ("chavch 37" → "Chavchavadze Ave 37"); the caret goes after it, for the number.
 */
export function withStreet(typed: string, label: string): string {
  const house = /\d+\s*\p{L}?(?:\s*\/\s*\d+)?\s*$/u.exec(typed.trim())?.[0];
  return house ? `${label} ${house.trim()}` : `${label} `;
}

/**
 * Whether an address still names the street picked for it, by any of its names in any script (a house number
 * changed keeps it; another street typed over it does not).
 */
export function streetNamed(typed: string, streetId: string): boolean {
  const words = new Set(foldedWords(typed));
  return names().some(
    (name) =>
      name.street.id === streetId && name.words.length > 0 && name.words.every((word) => words.has(word)),
  );
}

/** The picked street as the field shows it under the address, or undefined for an id the list does not hold. */
export function pickedStreet(streetId: string, locale: string): StreetSuggestion | undefined {
  const street = TBILISI_STREETS.find((candidate) => candidate.id === streetId);
  return street && { id: street.id, label: streetLabel(street, locale), matchedName: null };
}
