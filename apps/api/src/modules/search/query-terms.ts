import { DISTRICTS } from '@tbilisi/contracts';
import { toSearchWords } from '../../lib/translit';

export type QueryTerms =
  /** Looks like a listing id, phone or cadastral code: match those exactly. */
  | { kind: 'number'; digits: string; id: number | undefined }
  /**
   * Free text. Words that name a district or neighbourhood (in any script) become a location filter, which an index
   * answers at once; every other word must appear in the listing's search text.
   */
  | { kind: 'words'; words: string[]; places: string[] };

// Each place name as stems, longest first so "Didi Dighomi" wins over a one-word name inside it.
const PLACE_NAMES = DISTRICTS.flatMap((district) =>
  [district, ...district.neighbourhoods].flatMap((place) =>
    [place.name_ka, place.name_en, place.name_ru, place.slug.replace(/-/g, ' ')].map((name) => ({
      slug: place.slug,
      words: toSearchWords(name),
    })),
  ),
).sort((a, b) => b.words.length - a.words.length);

// Words a query may carry that say nothing about which listing is meant: prepositions and the street-type
// abbreviations, which differ between scripts and between how a poster and a visitor write an address
// (ქ., გამზ., st., ave, ул., просп. ...). As stems (lib/translit).
const IGNORED_WORDS = new Set([
  'in',
  'on',
  'at',
  'the',
  'a',
  'an',
  'for',
  'and',
  'of',
  'near',
  'v',
  'na',
  'i',
  'u',
  's',
  'k',
  'vo',
  'dlia',
  'st',
  'str',
  'street',
  'ave',
  'avenu',
  'av',
  'kucha',
  'kuch',
  'gamz',
  'gamzir',
  'ul',
  'ulits',
  'prosp',
  'prospekt',
]);

function extractPlaces(words: string[]): { words: string[]; places: string[] } {
  const rest: string[] = [];
  const places: string[] = [];
  for (let i = 0; i < words.length;) {
    const place = PLACE_NAMES.find((name) => name.words.every((word, offset) => words[i + offset] === word));
    if (place) {
      places.push(place.slug);
      i += place.words.length;
    } else {
      rest.push(words[i]!);
      i += 1;
    }
  }
  return { words: rest.filter((word) => !IGNORED_WORDS.has(word)), places: [...new Set(places)] };
}

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
  return { kind: 'words', ...extractPlaces(toSearchWords(query)) };
}
