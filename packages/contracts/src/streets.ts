/**
 * Tbilisi streets, so an address typed in any script or romanisation names one street (docs/decisions/026): each
 * with its Georgian name (and genitive, as addresses write it: ჭავჭავაძის გამზ.), its usual Latin and Russian
 * names, other spellings people use (full names, translations, former names) and where it runs.
 *
 * Coverage, honestly: the city's major avenues and the streets of the demo data, 74 in all, written from what the
 * author knows of Tbilisi, not from a register. Tbilisi has well over two thousand streets; an address on any other
 * street keeps its folded text as its key (lib/address-key.ts), as every address did before. Streets of the
 * villages around the city are left out: each village has its own Rustaveli or Aghmashenebeli street, and which ones
 * it has is not known here. `neighbourhoods` are those of the location taxonomy the street runs through as far as
 * known; a long street may cross more.
 */

export type StreetKind = 'street' | 'avenue' | 'square' | 'embankment' | 'highway';

export interface TaxonomyStreet {
  /** stable id: the Latin name and the kind ("chavchavadze-avenue") */
  id: string;
  kind: StreetKind;
  name_ka: string;
  /** the Georgian genitive, as addresses write it ("ჭავჭავაძის გამზ. 37") */
  name_ka_genitive: string;
  name_en: string;
  name_ru: string;
  /** other spellings of the name in any script: full names, translations, former names */
  aliases: readonly string[];
  /** district slug of the location taxonomy */
  district: string;
  /** neighbourhood slugs it runs through (as far as known) */
  neighbourhoods: readonly string[];
}

const street =
  (kind: StreetKind) =>
  (
    name_en: string,
    name_ka: string,
    name_ka_genitive: string,
    name_ru: string,
    district: string,
    neighbourhoods: readonly string[],
    aliases: readonly string[] = [],
  ): TaxonomyStreet => ({
    id: `${name_en.toLowerCase().replace(/[^a-z]+/g, '-')}-${kind}`,
    kind,
    name_ka,
    name_ka_genitive,
    name_en,
    name_ru,
    aliases,
    district,
    neighbourhoods,
  });
const st = street('street');
const ave = street('avenue');

const VS = 'vake-saburtalo';
const IS = 'isani-samgori';
const GN = 'gldani-nadzaladevi';
const DC = 'didube-chughureti';
const OT = 'old-tbilisi';

export const TBILISI_STREETS: readonly TaxonomyStreet[] = [
  // Vake-Saburtalo
  ave(
    'Chavchavadze',
    'ჭავჭავაძე',
    'ჭავჭავაძის',
    'Чавчавадзе',
    VS,
    ['vake', 'turtle-lake'],
    ['Ilia Chavchavadze', 'Ilia Tchavtchavadze', 'Ильи Чавчавадзе'],
  ),
  st('Paliashvili', 'ფალიაშვილი', 'ფალიაშვილის', 'Палиашвили', VS, ['vake'], ['Zakaria Paliashvili']),
  st('Abashidze', 'აბაშიძე', 'აბაშიძის', 'Абашидзе', VS, ['vake'], ['Irakli Abashidze']),
  st('Chovelidze', 'ჭოველიძე', 'ჭოველიძის', 'Човелидзе', VS, ['vake', 'turtle-lake']),
  st('Mosashvili', 'მოსაშვილი', 'მოსაშვილის', 'Мосашвили', VS, ['vake']),
  ave(
    'Vazha-Pshavela',
    'ვაჟა-ფშაველა',
    'ვაჟა-ფშაველას',
    'Важа-Пшавела',
    VS,
    ['saburtalo', 'nutsubidze-plateau', 'vazha-pshavela-quarters', 'lisi-lake'],
    ['Vaja-Pshavela', 'Vaja Pshavela', 'Важа Пшавела'],
  ),
  ave('Pekini', 'პეკინი', 'პეკინის', 'Пекина', VS, ['saburtalo'], ['Peking', 'Beijing', 'Пекинский']),
  ave(
    'Kazbegi',
    'ყაზბეგი',
    'ყაზბეგის',
    'Казбеги',
    VS,
    ['saburtalo', 'vedzisi'],
    ['Aleksandre Kazbegi', 'Qazbegi', "Q'azbegi"],
  ),
  st('Tsintsadze', 'ცინცაძე', 'ცინცაძის', 'Цинцадзе', VS, ['saburtalo']),
  st('Bakhtrioni', 'ბახტრიონი', 'ბახტრიონის', 'Бахтриони', VS, ['saburtalo']),
  st('University', 'უნივერსიტეტი', 'უნივერსიტეტის', 'Университетская', VS, ['bagebi'], ['Universiteti']),
  st('Kavtaradze', 'ქავთარაძე', 'ქავთარაძის', 'Кавтарадзе', VS, ['bagebi', 'saburtalo']),
  st('Lubliana', 'ლიუბლიანა', 'ლიუბლიანას', 'Любляна', VS, ['vashlijvari'], ['Ljubljana', 'Liubliana']),
  st('Beliashvili', 'ბელიაშვილი', 'ბელიაშვილის', 'Белиашвили', VS, [
    'vashlijvari',
    'dighomi-1-9',
    'dighomi-village',
  ]),
  st('Shartava', 'შარტავა', 'შარტავას', 'Шартава', VS, ['vedzisi', 'saburtalo'], ['Zhiuli Shartava']),
  st('Tamarashvili', 'ტამარაშვილი', 'ტამარაშვილის', 'Тамарашвили', VS, ['vedzisi', 'saburtalo']),
  st(
    'Nutsubidze',
    'ნუცუბიძე',
    'ნუცუბიძის',
    'Нуцубидзе',
    VS,
    ['nutsubidze-plateau', 'lisi-lake'],
    ['Shalva Nutsubidze'],
  ),
  st(
    'Kipshidze',
    'ყიფშიძე',
    'ყიფშიძის',
    'Кипшидзе',
    VS,
    ['vazha-pshavela-quarters', 'saburtalo'],
    ['Qipshidze', 'Kiphshidze'],
  ),
  st(
    'Mitskevichi',
    'მიცკევიჩი',
    'მიცკევიჩის',
    'Мицкевича',
    VS,
    ['vazha-pshavela-quarters', 'saburtalo'],
    ['Mickiewicz', 'Mitskevich'],
  ),
  ave(
    'Parnavaz Mepe',
    'ფარნავაზ მეფე',
    'ფარნავაზ მეფის',
    'Парнаваз Мепе',
    VS,
    ['dighomi-1-9', 'dighomi-village'],
    ['King Parnavaz', 'Царя Парнаваза'],
  ),
  st('Petre Iberi', 'პეტრე იბერი', 'პეტრე იბერის', 'Петре Ибери', VS, ['dighomi-1-9', 'didi-dighomi']),
  st(
    'Mirian Mepe',
    'მირიან მეფე',
    'მირიან მეფის',
    'Мириан Мепе',
    VS,
    ['didi-dighomi'],
    ['King Mirian', 'Царя Мириана'],
  ),
  st('Dolidze', 'დოლიძე', 'დოლიძის', 'Долидзе', VS, ['saburtalo']),
  st('Tashkenti', 'ტაშკენტი', 'ტაშკენტის', 'Ташкентская', VS, ['saburtalo'], ['Tashkent']),
  st(
    'Kostava',
    'კოსტავა',
    'კოსტავას',
    'Костава',
    VS,
    ['saburtalo', 'vera'],
    ['Merab Kostava', 'Мераба Костава'],
  ),
  street('embankment')(
    'Gamsakhurdia',
    'გამსახურდია',
    'გამსახურდიას',
    'Гамсахурдиа',
    VS,
    ['saburtalo', 'vedzisi'],
    ['Zviad Gamsakhurdia', 'Звиада Гамсахурдиа'],
  ),

  // Isani-Samgori
  ave(
    'Ketevan Tsamebuli',
    'ქეთევან წამებული',
    'ქეთევან წამებულის',
    'Кетеван Цамебули',
    IS,
    ['isani', 'avlabari', 'metekhi', 'elia'],
    ['Queen Ketevan the Martyr', 'Ketevan Tsamebulis'],
  ),
  st('Navtlughi', 'ნავთლუღი', 'ნავთლუღის', 'Навтлугская', IS, ['isani', 'navtlughi'], ['Navtlugi']),
  st('Bochorma', 'ბოჭორმა', 'ბოჭორმის', 'Бочорма', IS, ['isani', 'navtlughi']),
  ave(
    'Beri Gabriel Salosi',
    'ბერი გაბრიელ სალოსი',
    'ბერი გაბრიელ სალოსის',
    'Бери Габриэл Салоси',
    IS,
    ['samgori', 'varketili', 'vazisubani', 'mesame-masivi'],
    ['Gabriel Salosi', 'Бери Габриэла Салоси'],
  ),
  st(
    'Javakheti',
    'ჯავახეთი',
    'ჯავახეთის',
    'Джавахети',
    IS,
    ['samgori', 'varketili', 'mesame-masivi'],
    ['Джавахетская'],
  ),
  st('Kutaisi', 'ქუთაისი', 'ქუთაისის', 'Кутаисская', IS, ['vazisubani']),
  ave('Moscow', 'მოსკოვი', 'მოსკოვის', 'Московский', IS, ['isani', 'samgori'], ['Moskovi', 'Moskva']),
  street('highway')(
    'Kakheti',
    'კახეთი',
    'კახეთის',
    'Кахетинское',
    IS,
    ['samgori', 'varketili', 'lilo'],
    ['Kakhetis'],
  ),

  // Gldani-Nadzaladevi
  st('Vekua', 'ვეკუა', 'ვეკუას', 'Векуа', GN, ['gldani', 'mukhiani', 'gldanula'], ['Ilia Vekua']),
  st('Khizanishvili', 'ხიზანიშვილი', 'ხიზანიშვილის', 'Хизанишвили', GN, [
    'gldani',
    'mukhiani',
    'tbilisi-sea',
  ]),
  ave(
    'Guramishvili',
    'გურამიშვილი',
    'გურამიშვილის',
    'Гурамишвили',
    GN,
    ['gldani', 'nadzaladevi', 'temka', 'lotkini', 'gldanula', 'tbilisi-sea'],
    ['Davit Guramishvili'],
  ),
  st('Tsotne Dadiani', 'ცოტნე დადიანი', 'ცოტნე დადიანის', 'Цотне Дадиани', GN, [
    'nadzaladevi',
    'temka',
    'lotkini',
  ]),
  ave(
    'Tsereteli',
    'წერეთელი',
    'წერეთლის',
    'Церетели',
    DC,
    ['didube', 'sanzona', 'avchala'],
    ['Akaki Tsereteli', 'Акакия Церетели'],
  ),
  ave(
    'Sarajishvili',
    'სარაჯიშვილი',
    'სარაჯიშვილის',
    'Сараджишвили',
    GN,
    ['sanzona', 'zahesi'],
    ['David Sarajishvili'],
  ),
  st('Avchala', 'ავჭალა', 'ავჭალის', 'Авчальская', GN, ['avchala', 'zahesi'], ['Avchalskaya']),

  // Didube-Chughureti
  ave(
    'Gelovani',
    'გელოვანი',
    'გელოვანის',
    'Геловани',
    DC,
    ['didube', 'dighomi-massive'],
    ['Archil Gelovani'],
  ),
  ave(
    'Aghmashenebeli',
    'აღმაშენებელი',
    'აღმაშენებლის',
    'Агмашенебели',
    DC,
    ['chughureti', 'plekhanovi'],
    [
      'Davit Aghmashenebeli',
      'David the Builder',
      'Давида Строителя',
      // its name until 1990
      'Plekhanov',
      'Плеханова',
    ],
  ),
  st('Tsinamdzgvrishvili', 'წინამძღვრიშვილი', 'წინამძღვრიშვილის', 'Цинамдзгвришвили', DC, [
    'chughureti',
    'kukia',
  ]),
  st('Uznadze', 'უზნაძე', 'უზნაძის', 'Узнадзе', DC, ['chughureti']),
  st(
    'Marjanishvili',
    'მარჯანიშვილი',
    'მარჯანიშვილის',
    'Марджанишвили',
    DC,
    ['chughureti', 'plekhanovi'],
    ['Kote Marjanishvili', 'Mardjanishvili'],
  ),
  st('Chitaia', 'ჩიტაია', 'ჩიტაიას', 'Читая', DC, ['kukia', 'svanetis-ubani']),
  st('Ninoshvili', 'ნინოშვილი', 'ნინოშვილის', 'Ниношвили', DC, ['plekhanovi', 'chughureti']),
  ave(
    'Tamar Mepe',
    'თამარ მეფე',
    'თამარ მეფის',
    'Тамар Мепе',
    DC,
    ['chughureti'],
    ['Queen Tamar', 'King Tamar', 'Царицы Тамары'],
  ),
  st(
    'Javakhishvili',
    'ჯავახიშვილი',
    'ჯავახიშვილის',
    'Джавахишвили',
    DC,
    ['chughureti'],
    ['Ivane Javakhishvili'],
  ),

  // Old Tbilisi
  st('Machabeli', 'მაჩაბელი', 'მაჩაბლის', 'Мачабели', OT, ['sololaki'], ['Ivane Machabeli']),
  st('Asatiani', 'ასათიანი', 'ასათიანის', 'Асатиани', OT, ['sololaki']),
  st('Tabukashvili', 'ტაბუკაშვილი', 'ტაბუკაშვილის', 'Табукашвили', OT, ['sololaki']),
  st('Ingorokva', 'ინგოროყვა', 'ინგოროყვას', 'Ингороква', OT, ['sololaki'], ['Ingoroqva']),
  ave(
    'Rustaveli',
    'რუსთაველი',
    'რუსთაველის',
    'Руставели',
    OT,
    ['mtatsminda'],
    ['Shota Rustaveli', 'Шота Руставели'],
  ),
  st(
    'Griboedovi',
    'გრიბოედოვი',
    'გრიბოედოვის',
    'Грибоедова',
    OT,
    ['mtatsminda'],
    ['Griboyedov', 'Griboedov'],
  ),
  st('Chanturia', 'ჭანტურია', 'ჭანტურიას', 'Чантурия', OT, ['mtatsminda']),
  st('Leonidze', 'ლეონიძე', 'ლეონიძის', 'Леонидзе', OT, ['mtatsminda'], ['Giorgi Leonidze']),
  st('Pushkin', 'პუშკინი', 'პუშკინის', 'Пушкина', OT, ['mtatsminda', 'sololaki'], ['Pushkini']),
  st('Besiki', 'ბესიკი', 'ბესიკის', 'Бесики', OT, ['mtatsminda']),
  st('Atoneli', 'ათონელი', 'ათონელის', 'Атонели', OT, ['mtatsminda', 'sololaki']),
  st('Barnovi', 'ბარნოვი', 'ბარნოვის', 'Барнова', OT, ['vera'], ['Vasil Barnovi']),
  st('Kiacheli', 'კიაჩელი', 'კიაჩელის', 'Киачели', OT, ['vera'], ['Leo Kiacheli']),
  st('Melikishvili', 'მელიქიშვილი', 'მელიქიშვილის', 'Меликишвили', OT, ['vera'], ['Petre Melikishvili']),
  st(
    'Kote Afkhazi',
    'კოტე აფხაზი',
    'კოტე აფხაზის',
    'Котэ Апхази',
    OT,
    ['kala'],
    [
      'Kote Abkhazi',
      'Kote Apkhazi',
      // its name until 2007
      'Leselidze',
      'Леселидзе',
    ],
  ),
  st('Shavteli', 'შავთელი', 'შავთელის', 'Шавтели', OT, ['kala']),
  st('Baratashvili', 'ბარათაშვილი', 'ბარათაშვილის', 'Бараташвили', OT, ['kala'], ['Nikoloz Baratashvili']),
  st('Betlemi', 'ბეთლემი', 'ბეთლემის', 'Бетлеми', OT, ['kala']),
  st(
    'Gorgasali',
    'გორგასალი',
    'გორგასლის',
    'Горгасали',
    OT,
    ['abanotubani', 'ortachala', 'krtsanisi', 'ponichala'],
    ['Vakhtang Gorgasali', 'Вахтанга Горгасали'],
  ),
  st('Abano', 'აბანო', 'აბანოს', 'Абано', OT, ['abanotubani']),
  st('Meskhishvili', 'მესხიშვილი', 'მესხიშვილის', 'Месхишвили', OT, ['avlabari', 'elia']),
  st('Metekhi', 'მეტეხი', 'მეტეხის', 'Метехи', OT, ['avlabari', 'metekhi']),
  ave(
    'Ketevan Dedopali',
    'ქეთევან დედოფალი',
    'ქეთევან დედოფლის',
    'Кетеван Дедопали',
    OT,
    ['ortachala'],
    ['Queen Ketevan', 'Царицы Кетеван'],
  ),
  st('Krtsanisi', 'კრწანისი', 'კრწანისის', 'Крцаниси', OT, ['krtsanisi']),
];

const BY_ID: ReadonlyMap<string, TaxonomyStreet> = new Map(TBILISI_STREETS.map((s) => [s.id, s]));

/** The street with this id, or undefined. */
export function findStreet(id: string): TaxonomyStreet | undefined {
  return BY_ID.get(id);
}

/** Every name a street is written by: its names in three scripts, its genitive and its aliases. */
export function streetNames(street: TaxonomyStreet): string[] {
  return [street.name_ka, street.name_ka_genitive, street.name_en, street.name_ru, ...street.aliases];
}
