/**
 * Real streets per neighbourhood of the location taxonomy, for demo addresses. The Georgian genitive is
 * stored rather than derived: street names decline irregularly (ჭავჭავაძე → ჭავჭავაძის,
 * გორგასალი → გორგასლის, ვაჟა-ფშაველა → ვაჟა-ფშაველას), and a rule that fits this list would still be
 * wrong for the next name added. Russian uses the form seen on Tbilisi street signs and listing sites (an
 * indeclinable surname or an adjective).
 */

export interface DemoStreet {
  ka: string;
  ka_genitive: string;
  en: string;
  ru: string;
  kind: 'street' | 'avenue';
}

const street = (ka: string, ka_genitive: string, en: string, ru: string): DemoStreet => ({
  ka,
  ka_genitive,
  en,
  ru,
  kind: 'street',
});

const avenue = (ka: string, ka_genitive: string, en: string, ru: string): DemoStreet => ({
  ka,
  ka_genitive,
  en,
  ru,
  kind: 'avenue',
});

// Streets that cross several neighbourhoods are shared rather than repeated.
const CHAVCHAVADZE_AVE = avenue('ჭავჭავაძე', 'ჭავჭავაძის', 'Chavchavadze', 'Чавчавадзе');
const VAZHA_PSHAVELA = avenue('ვაჟა-ფშაველა', 'ვაჟა-ფშაველას', 'Vazha-Pshavela', 'Важа-Пшавела');
const KAZBEGI = avenue('ყაზბეგი', 'ყაზბეგის', 'Kazbegi', 'Казбеги');
const NUTSUBIDZE = street('ნუცუბიძე', 'ნუცუბიძის', 'Nutsubidze', 'Нуцубидзе');
const PARNAVAZ_MEPE = avenue('ფარნავაზ მეფე', 'ფარნავაზ მეფის', 'Parnavaz Mepe', 'Парнаваз Мепе');
const PETRE_IBERI = street('პეტრე იბერი', 'პეტრე იბერის', 'Petre Iberi', 'Петре Ибери');
const BELIASHVILI = street('ბელიაშვილი', 'ბელიაშვილის', 'Beliashvili', 'Белиашвили');
const KETEVAN_TSAMEBULI = avenue(
  'ქეთევან წამებული',
  'ქეთევან წამებულის',
  'Ketevan Tsamebuli',
  'Кетеван Цамебули',
);
const NAVTLUGHI = street('ნავთლუღი', 'ნავთლუღის', 'Navtlughi', 'Навтлугская');
const BERI_GABRIEL_SALOSI = avenue(
  'ბერი გაბრიელ სალოსი',
  'ბერი გაბრიელ სალოსის',
  'Beri Gabriel Salosi',
  'Бери Габриэл Салоси',
);
const JAVAKHETI = street('ჯავახეთი', 'ჯავახეთის', 'Javakheti', 'Джавахети');
const GURAMISHVILI = avenue('გურამიშვილი', 'გურამიშვილის', 'Guramishvili', 'Гурамишвили');
const VEKUA = street('ვეკუა', 'ვეკუას', 'Vekua', 'Векуа');
const KHIZANISHVILI = street('ხიზანიშვილი', 'ხიზანიშვილის', 'Khizanishvili', 'Хизанишвили');
const TSOTNE_DADIANI = street('ცოტნე დადიანი', 'ცოტნე დადიანის', 'Tsotne Dadiani', 'Цотне Дадиани');
const AVCHALA = street('ავჭალა', 'ავჭალის', 'Avchala', 'Авчальская');
const TSERETELI = avenue('წერეთელი', 'წერეთლის', 'Tsereteli', 'Церетели');
const SARAJISHVILI = avenue('სარაჯიშვილი', 'სარაჯიშვილის', 'Sarajishvili', 'Сараджишвили');
const GELOVANI = avenue('გელოვანი', 'გელოვანის', 'Gelovani', 'Геловани');
const AGHMASHENEBELI_AVE = avenue('აღმაშენებელი', 'აღმაშენებლის', 'Aghmashenebeli', 'Агмашенебели');
const AGHMASHENEBELI_ST = street('აღმაშენებელი', 'აღმაშენებლის', 'Aghmashenebeli', 'Агмашенебели');
const TSINAMDZGVRISHVILI = street(
  'წინამძღვრიშვილი',
  'წინამძღვრიშვილის',
  'Tsinamdzgvrishvili',
  'Цинамдзгвришвили',
);
const MARJANISHVILI = street('მარჯანიშვილი', 'მარჯანიშვილის', 'Marjanishvili', 'Марджанишвили');
const CHITAIA = street('ჩიტაია', 'ჩიტაიას', 'Chitaia', 'Читая');
const GORGASALI = street('გორგასალი', 'გორგასლის', 'Gorgasali', 'Горгасали');
const MESKHISHVILI = street('მესხიშვილი', 'მესხიშვილის', 'Meskhishvili', 'Месхишвили');
const METEKHI = street('მეტეხი', 'მეტეხის', 'Metekhi', 'Метехи');
const RUSTAVELI_ST = street('რუსთაველი', 'რუსთაველის', 'Rustaveli', 'Руставели');
const CHAVCHAVADZE_ST = street('ჭავჭავაძე', 'ჭავჭავაძის', 'Chavchavadze', 'Чавчавадзе');
const TAMAR_MEPE = street('თამარ მეფე', 'თამარ მეფის', 'Tamar Mepe', 'Тамар Мепе');

export const STREETS: Record<string, readonly DemoStreet[]> = {
  // Vake-Saburtalo
  vake: [
    CHAVCHAVADZE_AVE,
    street('ფალიაშვილი', 'ფალიაშვილის', 'Paliashvili', 'Палиашвили'),
    street('აბაშიძე', 'აბაშიძის', 'Abashidze', 'Абашидзе'),
    street('ჭოველიძე', 'ჭოველიძის', 'Chovelidze', 'Човелидзе'),
    street('მოსაშვილი', 'მოსაშვილის', 'Mosashvili', 'Мосашвили'),
  ],
  saburtalo: [
    VAZHA_PSHAVELA,
    avenue('პეკინი', 'პეკინის', 'Pekini', 'Пекина'),
    KAZBEGI,
    street('ცინცაძე', 'ცინცაძის', 'Tsintsadze', 'Цинцадзе'),
    street('ბახტრიონი', 'ბახტრიონის', 'Bakhtrioni', 'Бахтриони'),
  ],
  bagebi: [
    street('უნივერსიტეტი', 'უნივერსიტეტის', 'University', 'Университетская'),
    street('ქავთარაძე', 'ქავთარაძის', 'Kavtaradze', 'Кавтарадзе'),
  ],
  vashlijvari: [street('ლიუბლიანა', 'ლიუბლიანას', 'Lubliana', 'Любляна'), BELIASHVILI],
  vedzisi: [
    KAZBEGI,
    street('შარტავა', 'შარტავას', 'Shartava', 'Шартава'),
    street('ტამარაშვილი', 'ტამარაშვილის', 'Tamarashvili', 'Тамарашвили'),
  ],
  'nutsubidze-plateau': [NUTSUBIDZE, VAZHA_PSHAVELA],
  'vazha-pshavela-quarters': [
    VAZHA_PSHAVELA,
    street('ყიფშიძე', 'ყიფშიძის', 'Kipshidze', 'Кипшидзе'),
    street('მიცკევიჩი', 'მიცკევიჩის', 'Mitskevichi', 'Мицкевича'),
  ],
  'lisi-lake': [VAZHA_PSHAVELA, NUTSUBIDZE],
  'turtle-lake': [CHAVCHAVADZE_AVE, street('ჭოველიძე', 'ჭოველიძის', 'Chovelidze', 'Човелидзе')],
  'dighomi-1-9': [PARNAVAZ_MEPE, PETRE_IBERI, BELIASHVILI],
  'didi-dighomi': [PETRE_IBERI, street('მირიან მეფე', 'მირიან მეფის', 'Mirian Mepe', 'Мириан Мепе')],
  'dighomi-village': [BELIASHVILI, PARNAVAZ_MEPE],

  // Isani-Samgori
  isani: [KETEVAN_TSAMEBULI, NAVTLUGHI, street('ბოჭორმა', 'ბოჭორმის', 'Bochorma', 'Бочорма')],
  samgori: [BERI_GABRIEL_SALOSI, JAVAKHETI],
  navtlughi: [NAVTLUGHI, street('ბოჭორმა', 'ბოჭორმის', 'Bochorma', 'Бочорма')],
  varketili: [JAVAKHETI, BERI_GABRIEL_SALOSI],
  vazisubani: [BERI_GABRIEL_SALOSI, street('ქუთაისი', 'ქუთაისის', 'Kutaisi', 'Кутаисская')],
  'mesame-masivi': [BERI_GABRIEL_SALOSI, JAVAKHETI],
  lilo: [street('ლილო', 'ლილოს', 'Lilo', 'Лило'), AGHMASHENEBELI_ST],
  orkhevi: [street('ორხევი', 'ორხევის', 'Orkhevi', 'Орхеви'), RUSTAVELI_ST],
  'airport-settlement': [street('აეროპორტი', 'აეროპორტის', 'Airport', 'Аэропортовская'), RUSTAVELI_ST],
  ponichala: [street('ფონიჭალა', 'ფონიჭალის', 'Ponichala', 'Поничала'), GORGASALI],

  // Gldani-Nadzaladevi
  gldani: [VEKUA, KHIZANISHVILI, GURAMISHVILI],
  nadzaladevi: [TSOTNE_DADIANI, GURAMISHVILI],
  temka: [GURAMISHVILI, TSOTNE_DADIANI],
  lotkini: [TSOTNE_DADIANI, GURAMISHVILI],
  sanzona: [TSERETELI, SARAJISHVILI],
  mukhiani: [KHIZANISHVILI, VEKUA],
  avchala: [AVCHALA, TSERETELI],
  zahesi: [AVCHALA, SARAJISHVILI],
  gldanula: [VEKUA, GURAMISHVILI],
  'tbilisi-sea': [GURAMISHVILI, KHIZANISHVILI],

  // Didube-Chughureti
  didube: [TSERETELI, GELOVANI],
  'dighomi-massive': [PARNAVAZ_MEPE, PETRE_IBERI, GELOVANI],
  chughureti: [
    AGHMASHENEBELI_AVE,
    TSINAMDZGVRISHVILI,
    street('უზნაძე', 'უზნაძის', 'Uznadze', 'Узнадзе'),
    MARJANISHVILI,
  ],
  kukia: [CHITAIA, TSINAMDZGVRISHVILI],
  'svanetis-ubani': [TSOTNE_DADIANI, CHITAIA],
  ivertubani: [TSOTNE_DADIANI, GURAMISHVILI],
  plekhanovi: [
    AGHMASHENEBELI_AVE,
    MARJANISHVILI,
    street('ნინოშვილი', 'ნინოშვილის', 'Ninoshvili', 'Ниношвили'),
  ],

  // Old Tbilisi
  sololaki: [
    street('მაჩაბელი', 'მაჩაბლის', 'Machabeli', 'Мачабели'),
    street('ასათიანი', 'ასათიანის', 'Asatiani', 'Асатиани'),
    street('ტაბუკაშვილი', 'ტაბუკაშვილის', 'Tabukashvili', 'Табукашвили'),
    street('ინგოროყვა', 'ინგოროყვას', 'Ingorokva', 'Ингороква'),
  ],
  mtatsminda: [
    avenue('რუსთაველი', 'რუსთაველის', 'Rustaveli', 'Руставели'),
    street('გრიბოედოვი', 'გრიბოედოვის', 'Griboedovi', 'Грибоедова'),
    street('ჭანტურია', 'ჭანტურიას', 'Chanturia', 'Чантурия'),
  ],
  vera: [
    street('ბარნოვი', 'ბარნოვის', 'Barnovi', 'Барнова'),
    street('კიაჩელი', 'კიაჩელის', 'Kiacheli', 'Киачели'),
    street('მელიქიშვილი', 'მელიქიშვილის', 'Melikishvili', 'Меликишвили'),
  ],
  kala: [
    street('კოტე აფხაზი', 'კოტე აფხაზის', 'Kote Afkhazi', 'Котэ Апхази'),
    street('შავთელი', 'შავთელის', 'Shavteli', 'Шавтели'),
    street('ბარათაშვილი', 'ბარათაშვილის', 'Baratashvili', 'Бараташвили'),
    street('ბეთლემი', 'ბეთლემის', 'Betlemi', 'Бетлеми'),
  ],
  abanotubani: [GORGASALI, street('აბანო', 'აბანოს', 'Abano', 'Абано')],
  avlabari: [KETEVAN_TSAMEBULI, MESKHISHVILI, METEKHI],
  metekhi: [METEKHI, KETEVAN_TSAMEBULI],
  ortachala: [
    GORGASALI,
    avenue('ქეთევან დედოფალი', 'ქეთევან დედოფლის', 'Ketevan Dedopali', 'Кетеван Дедопали'),
  ],
  krtsanisi: [street('კრწანისი', 'კრწანისის', 'Krtsanisi', 'Крцаниси'), GORGASALI],
  elia: [KETEVAN_TSAMEBULI, MESKHISHVILI],

  // Tbilisi Surroundings: villages mostly have the streets every Georgian settlement has.
  tskneti: [street('ამაღლება', 'ამაღლების', 'Amaghleba', 'Амаглеба'), RUSTAVELI_ST],
  tsavkisi: [RUSTAVELI_ST, CHAVCHAVADZE_ST],
  akhaldaba: [RUSTAVELI_ST, TAMAR_MEPE],
  betania: [CHAVCHAVADZE_ST, RUSTAVELI_ST],
  kiketi: [RUSTAVELI_ST, AGHMASHENEBELI_ST],
  kojori: [RUSTAVELI_ST, TAMAR_MEPE, AGHMASHENEBELI_ST],
  tabakhmela: [RUSTAVELI_ST, CHAVCHAVADZE_ST],
  okrokana: [RUSTAVELI_ST, TAMAR_MEPE],
  shindisi: [AGHMASHENEBELI_ST, RUSTAVELI_ST],
  mtskheta: [AGHMASHENEBELI_ST, street('არსუკიძე', 'არსუკიძის', 'Arsukidze', 'Арсукидзе'), TAMAR_MEPE],
  saguramo: [CHAVCHAVADZE_ST, RUSTAVELI_ST],
  natakhtari: [RUSTAVELI_ST, AGHMASHENEBELI_ST],
};
