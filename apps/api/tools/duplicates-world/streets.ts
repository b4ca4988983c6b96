/**
 * Streets of Tbilisi as posters write them: the Georgian name (genitive, as on the sign), the Latin spellings seen in
 * listings (several romanisations), and the Russian name. Each street runs through one neighbourhood here (a
 * simplification: long avenues cross several). Landmarks are what posters write when they give no street.
 */
export type StreetKind = 'avenue' | 'street';

export interface Street {
  /** Georgian genitive as on the sign: "ჭავჭავაძის". */
  ka: string;
  /** Latin spellings in use, the first the most common. */
  latin: readonly string[];
  ru: string;
  kind: StreetKind;
  /** Neighbourhood slug of packages/contracts' taxonomy. */
  neighbourhood: string;
}

const street = (
  ka: string,
  latin: readonly string[],
  ru: string,
  kind: StreetKind,
  neighbourhood: string,
): Street => ({ ka, latin, ru, kind, neighbourhood });

export const STREETS: readonly Street[] = [
  street(
    'ჭავჭავაძის',
    ['Chavchavadze', 'Tchavtchavadze', 'Ilia Chavchavadze', 'Chavchavadzis'],
    'Чавчавадзе',
    'avenue',
    'vake',
  ),
  street(
    'ფალიაშვილის',
    ['Paliashvili', 'Faliashvili', 'Zakaria Paliashvili'],
    'Палиашвили',
    'street',
    'vake',
  ),
  street('აბაშიძის', ['Abashidze', 'Irakli Abashidze', 'Abashidzis'], 'Абашидзе', 'street', 'vake'),
  street('მოსაშვილის', ['Mosashvili', 'Mosashvilis'], 'Мосашвили', 'street', 'vake'),
  street(
    'ვაჟა-ფშაველას',
    ['Vazha-Pshavela', 'Vaja-Pshavela', 'Vaja Fshavela', 'Vazha Pshavela'],
    'Важа-Пшавела',
    'avenue',
    'vazha-pshavela-quarters',
  ),
  street('პეკინის', ['Pekini', 'Pekin', 'Pekinis'], 'Пекина', 'avenue', 'saburtalo'),
  street('ყაზბეგის', ['Kazbegi', 'Qazbegi', 'Aleksandre Kazbegi'], 'Казбеги', 'avenue', 'saburtalo'),
  street('ბახტრიონის', ['Bakhtrioni', 'Bakhtrionis', 'Baxtrioni'], 'Бахтриони', 'street', 'saburtalo'),
  street(
    'ნუცუბიძის',
    ['Nutsubidze', 'Nucubidze', 'Shalva Nutsubidze'],
    'Нуцубидзе',
    'street',
    'nutsubidze-plateau',
  ),
  street('ბერიტაშვილის', ['Beritashvili', 'Beritashvilis'], 'Бериташвили', 'street', 'vashlijvari'),
  street('ლისის ტბის', ['Lisi Lake', 'Lisi lake', 'Lisis Tba'], 'Лисского озера', 'street', 'lisi-lake'),
  street('პეტრიწის', ['Petritsi', 'Petrici', 'Ioane Petritsi'], 'Петрици', 'street', 'didi-dighomi'),
  street('ბელიაშვილის', ['Beliashvili', 'Beliashvilis'], 'Беляшвили', 'street', 'dighomi-massive'),
  street(
    'წერეთლის',
    ['Tsereteli', 'Tseretlis', 'Akaki Tsereteli', 'Cereteli'],
    'Церетели',
    'avenue',
    'didube',
  ),
  street(
    'აღმაშენებლის',
    ['Aghmashenebeli', 'Agmashenebeli', 'David Aghmashenebeli'],
    'Агмашенебели',
    'avenue',
    'chughureti',
  ),
  street(
    'მარჯანიშვილის',
    ['Marjanishvili', 'Mardjanishvili', 'Kote Marjanishvili'],
    'Марджанишвили',
    'street',
    'chughureti',
  ),
  street(
    'წინამძღვრიშვილის',
    ['Tsinamdzgvrishvili', 'Tsinamdzghvrishvili', 'Cinamdzgvrishvili'],
    'Цинамдзгвришвили',
    'street',
    'kukia',
  ),
  street('გურამიშვილის', ['Guramishvili', 'Davit Guramishvili'], 'Гурамишвили', 'avenue', 'nadzaladevi'),
  street(
    'ხიზანიშვილის',
    ['Khizanishvili', 'Xizanishvili', 'Khizanishvilis'],
    'Хизанишвили',
    'street',
    'gldani',
  ),
  street('ბარნოვის', ['Barnovi', 'Barnov', 'Vasil Barnovi'], 'Барнова', 'street', 'vera'),
  street('კოსტავას', ['Kostava', 'Merab Kostava', 'Kostavas'], 'Костава', 'street', 'vera'),
  street(
    'მელიქიშვილის',
    ['Melikishvili', 'Melikishvilis', 'Petre Melikishvili'],
    'Меликишвили',
    'avenue',
    'vera',
  ),
  street('რუსთაველის', ['Rustaveli', 'Shota Rustaveli', 'Rustavelis'], 'Руставели', 'avenue', 'mtatsminda'),
  street('ლეონიძის', ['Leonidze', 'Giorgi Leonidze'], 'Леонидзе', 'street', 'mtatsminda'),
  street('მაჩაბლის', ['Machabeli', 'Machablis', 'Ivane Machabeli'], 'Мачабели', 'street', 'sololaki'),
  street('კოტე აფხაზის', ['Kote Afkhazi', 'Kote Apkhazi', 'Afkhazi'], 'Коте Апхази', 'street', 'kala'),
  street(
    'ქეთევან წამებულის',
    ['Ketevan Tsamebuli', 'Ketevan Dedofali', 'Tsamebuli'],
    'Кетеван Цамебули',
    'avenue',
    'avlabari',
  ),
  street('მოსკოვის', ['Moscow', 'Moskovis', 'Moskva'], 'Московский', 'avenue', 'isani'),
  street('ნავთლუღის', ['Navtlughi', 'Navtlugi', 'Navtlughis'], 'Навтлуги', 'street', 'navtlughi'),
  street('ჯავახეთის', ['Javakheti', 'Djavakheti', 'Javaxeti'], 'Джавахети', 'street', 'varketili'),
  street(
    'გაბრიელ სალოსის',
    ['Gabriel Salosi', 'Salosi', 'Gabriel Salos'],
    'Габриэла Салоси',
    'avenue',
    'vazisubani',
  ),
  street('კრწანისის', ['Krtsanisi', 'Krcanisi', 'Krtsanisis'], 'Крцаниси', 'street', 'krtsanisi'),
  street('ორთაჭალის', ['Ortachala', 'Ortachalis', 'Ortajala'], 'Ортачальская', 'street', 'ortachala'),
  street('წყნეთის', ['Tskneti', 'Tsqneti', 'Tskneti highway'], 'Цхнетская', 'street', 'tskneti'),
];

/** What a poster writes instead of an address: a landmark near the flat, in three languages. */
export const LANDMARKS: Readonly<Record<string, readonly { ka: string; en: string; ru: string }[]>> = {
  vake: [
    { ka: 'ვაკის პარკთან', en: 'near Vake park', ru: 'возле Ваке парка' },
    {
      ka: 'ჭავჭავაძის და აბაშიძის კვეთასთან',
      en: 'Chavchavadze/Abashidze crossing',
      ru: 'угол Чавчавадзе и Абашидзе',
    },
  ],
  saburtalo: [
    { ka: 'დელისის მეტროსთან', en: 'near Delisi metro', ru: 'у метро Делиси' },
    {
      ka: 'სამედიცინო უნივერსიტეტის მეტროსთან',
      en: 'near Medical University metro',
      ru: 'у метро Медуниверситет',
    },
  ],
  'vazha-pshavela-quarters': [
    { ka: 'ვაჟა-ფშაველას მეტროსთან', en: 'near Vazha-Pshavela metro', ru: 'у метро Важа-Пшавела' },
  ],
  didube: [{ ka: 'დინამო არენასთან', en: 'near Dinamo Arena', ru: 'рядом с Динамо Арена' }],
  chughureti: [
    { ka: 'მარჯანიშვილის მოედანთან', en: 'near Marjanishvili square', ru: 'у площади Марджанишвили' },
  ],
  mtatsminda: [{ ka: 'რუსთაველის მეტროსთან', en: 'near Rustaveli metro', ru: 'у метро Руставели' }],
  vera: [{ ka: 'ფილარმონიასთან', en: 'near the Philharmonic', ru: 'рядом с Филармонией' }],
  sololaki: [{ ka: 'თავისუფლების მოედანთან', en: 'near Freedom Square', ru: 'у площади Свободы' }],
  avlabari: [{ ka: 'ავლაბრის მეტროსთან', en: 'near Avlabari metro', ru: 'у метро Авлабари' }],
  isani: [{ ka: 'ისნის მეტროსთან', en: 'near Isani metro', ru: 'у метро Исани' }],
  'lisi-lake': [{ ka: 'ლისის ტბასთან', en: 'by Lisi lake', ru: 'у Лисского озера' }],
  gldani: [{ ka: 'გლდანის ბაზართან', en: 'near Gldani bazaar', ru: 'у Глданского рынка' }],
};
