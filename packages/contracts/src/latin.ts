/**
 * Georgian, Latin and Cyrillic writings of one Tbilisi name as the same plain Latin letters ("ჭავჭავაძის",
 * "Tchavtchavadze", "Чавчавадзе" → "chavchavadz…"): the api's search text and address keys, and the listing form's
 * street suggestions, fold words with it.
 */

const GEORGIAN: Record<string, string> = {
  ა: 'a',
  ბ: 'b',
  გ: 'g',
  დ: 'd',
  ე: 'e',
  ვ: 'v',
  ზ: 'z',
  თ: 't',
  ი: 'i',
  კ: 'k',
  ლ: 'l',
  მ: 'm',
  ნ: 'n',
  ო: 'o',
  პ: 'p',
  ჟ: 'zh',
  რ: 'r',
  ს: 's',
  ტ: 't',
  უ: 'u',
  ფ: 'p',
  ქ: 'k',
  ღ: 'gh',
  ყ: 'q',
  შ: 'sh',
  ჩ: 'ch',
  ც: 'ts',
  ძ: 'dz',
  წ: 'ts',
  ჭ: 'ch',
  ხ: 'kh',
  ჯ: 'j',
  ჰ: 'h',
};

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

// Applied in order after transliteration: the spellings that differ between the national romanisation,
// the older apostrophe one and Russian renderings of Georgian sounds collapse to one form.
const FOLDS: [RegExp, string][] = [
  [/dzh|dj/g, 'j'],
  [/tch/g, 'ch'],
  [/gh/g, 'g'],
  [/kh|x|q/g, 'k'],
  [/ph|f/g, 'p'],
  [/th/g, 't'],
  [/w/g, 'v'],
  [/y/g, 'i'],
  [/c(?!h)/g, 'ts'],
];

// Georgian attaches postpositions to the noun: ვაკეში "in Vake", საბურთალოზე "on Saburtalo", პარკთან "near the park".
const GEORGIAN_POSTPOSITION = /(ში|ზე|თან|დან|მდე)$/;

/** One word in any of the three scripts as folded Latin letters, before stemming ("ჭავჭავაძის" → "chavchavadzis"). */
export function toLatin(word: string): string {
  const georgian = /[\u10d0-\u10ff]/.test(word);
  const bare = georgian && word.length > 4 ? word.replace(GEORGIAN_POSTPOSITION, '') : word;
  let latin = Array.from(bare.normalize('NFKD'))
    .map((ch) => GEORGIAN[ch] ?? CYRILLIC[ch] ?? ch)
    .join('')
    .replace(/[\u0300-\u036f]/g, '');
  for (const [pattern, replacement] of FOLDS) latin = latin.replace(pattern, replacement);
  return latin;
}
