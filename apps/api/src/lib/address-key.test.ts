import { describe, expect, it } from 'vitest';
import { DISTRICTS, TBILISI_STREETS, streetNames } from '@tbilisi/contracts';
import { STREETS } from '../../tools/seed/demo-streets';
import { addressKey, addressKeyText, streetSimilarity } from './address-key';

describe('addressKey', () => {
  it.each([
    [
      'chavchavadz',
      '37',
      [
        'ჭავჭავაძის გამზ. 37',
        '37 Chavchavadze Ave.',
        'просп. Чавчавадзе 37',
        'Tchavtchavadze avenue N37',
        'ილია ჭავჭავაძის გამზირი №37',
        'I. Chavchavadze str. 37',
        'Ilia Chavchavadzis gamziri 37',
        'Ильи Чавчавадзе пр-т, д. 37',
        'Vake, Chavchavadze 37, Tbilisi',
        'Chavchavadze avneue 37',
        'Tchavtchavadze strete 37',
        'თბილისი, ვაკე, ჭავჭავაძის 37',
      ],
    ],
    [
      'kazbeg',
      '12a',
      [
        'ყაზბეგის გამზ. 12ა',
        '12a Kazbegi Ave.',
        'просп. Казбеги 12а',
        'Qazbegi ave 12 a',
        'Kazbeghi st. 12-ა',
      ],
    ],
    ['pekin', '5', ['პეკინის გამზ. 5', 'Pekini ave 5', 'просп. Пекина 5', 'Pekin Avenue 5', 'Pekinis 5']],
    [
      'pshavl',
      '45',
      [
        'ვაჟა-ფშაველას გამზ. 45',
        'Vazha-Pshavela Ave 45',
        'просп. Важа-Пшавела 45',
        'Vaja Fshavela 45',
        'V. Pshavela ave. 45',
        'Važa-Pšavela 45',
      ],
    ],
    [
      'agmashenebl',
      '120',
      [
        'აღმაშენებლის გამზ. 120',
        'Aghmashenebeli Ave. 120',
        'просп. Агмашенебели 120',
        'Davit Agmashenebeli ave 120',
        'Давида Агмашенебели, 120',
      ],
    ],
    [
      'rustavl',
      '8',
      ['რუსთაველის გამზ. 8', 'Rustaveli Ave 8', 'пр. Руставели 8', 'Shota Rustaveli avenue 8'],
    ],
    [
      'tseretl',
      '116',
      [
        'წერეთლის გამზ. 116',
        'Tsereteli ave 116',
        'просп. Церетели 116',
        'Cereteli 116',
        'Tseretlis gamziri 116',
      ],
    ],
    [
      'palashvil',
      '44',
      ['ფალიაშვილის ქ. 44', 'Paliashvili street 44', 'ул. Палиашвили 44', 'Paliashvili st. 44'],
    ],
    ['abashidz', '7', ['აბაშიძის ქ. 7', 'Abashidze St. 7', 'ул. Абашидзе 7', '0179 Tbilisi, Abashidze 7']],
    [
      'kostav',
      '68',
      ['კოსტავას ქ. 68', 'Kostava st 68', 'ул. Костава 68', 'Merab Kostava street 68', 'Мераба Костава 68'],
    ],
    ['kizanishvil', '4', ['ხიზანიშვილის ქ. 4', 'Khizanishvili St. 4', 'Xizanishvili 4', 'ул. Хизанишвили 4']],
    ['navtlug', '3', ['ნავთლუღის ქ. 3', 'Navtlughi St. 3', 'ул. Навтлугская 3']],
    ['ponichl', '54', ['ფონიჭალის ქ. 54', 'Ponichala str. 54', "Ponich'alis k. 54", 'ул. Поничала 54']],
    ['chitai', '45', ['ჩიტაიას 45', '45 Chitaia st', 'Chitaias tr. 45', 'ул. Читая 45']],
    ['universitet', '2', ['უნივერსიტეტის ქ. 2', 'University St. 2', 'ул. Университетская 2']],
    ['lubln', '21', ['ლიუბლიანას ქ. 21', 'Lubliana St. 21', 'ул. Любляна 21', 'Liubliana 21']],
    ['mep tamr', '4', ['თამარ მეფის ქ. 4', 'Tamar Mepe St. 4', 'ул. Тамар Мепе 4']],
  ])('reads %s %s from every spelling', (street, house, spellings) => {
    for (const spelling of spellings) {
      expect(addressKey(spelling), spelling).toMatchObject({ street, house, flat: null });
    }
  });

  it('gives every real street of the demo data one key in all three scripts, and no two streets the same', () => {
    const owners = new Map<string, string>();
    for (const street of Object.values(STREETS).flat()) {
      const type = street.kind === 'avenue' ? ['გამზ.', 'Ave.', 'просп.'] : ['ქ.', 'St.', 'ул.'];
      const keys = [
        addressKey(`${street.ka_genitive} ${type[0]} 5`),
        addressKey(`${street.ka} 5`),
        addressKey(`5 ${street.en} ${type[1]}`),
        addressKey(`${type[2]} ${street.ru} 5`),
      ].map((key) => key.street);
      expect(new Set(keys).size, `${street.en}: ${keys.join(' | ')}`).toBe(1);
      expect(owners.get(keys[0]!) ?? street.en).toBe(street.en);
      owners.set(keys[0]!, street.en);
    }
    expect(owners.size).toBeGreaterThan(60);
  });

  it('reads house letters, blocks and flats in any script', () => {
    expect(addressKey('ჭავჭავაძის გამზ. 37ბ, ბინა 12')).toMatchObject({
      street: 'chavchavadz',
      house: '37b',
      flat: '12',
    });
    expect(addressKey('Chavchavadze 37 b, apt. 12')).toMatchObject({
      street: 'chavchavadz',
      house: '37b',
      flat: '12',
    });
    expect(addressKey('Чавчавадзе 37б, кв. 12')).toMatchObject({
      street: 'chavchavadz',
      house: '37b',
      flat: '12',
    });
    expect(addressKey('Kazbegi 12/1').house).toBe('12/1');
    expect(addressKey('Kazbegi 12, korpus 3').house).toBe('12/3');
    expect(addressKey('ყაზბეგის 12, კორპ. 3').house).toBe('12/3');
    expect(addressKey('Kazbegi ave.')).toMatchObject({ street: 'kazbeg', house: null, flat: null });
  });

  it('reads a street type with one letter mistyped as the type, not as part of the name', () => {
    for (const typed of ['Navtlugi steret 29', 'Navtlugi stret 29', 'Navtlugi streat 29']) {
      expect(addressKeyText(typed)).toBe('navtlug 29');
    }
    // Short types are not guessed at: a street's own short word stays.
    expect(addressKey('Pekini 2nd lane 5').street).not.toBe(addressKey('Pekini 5').street);
  });

  it('keeps lanes and dead ends apart from their street, with their ordinal', () => {
    const lane = addressKey('Pekini 2nd lane 5');
    expect(lane).toEqual(addressKey('პეკინის მე-2 შესახვევი 5'));
    expect(lane).toEqual(addressKey('2-й переулок Пекина 5'));
    expect(lane).toEqual(addressKey('Pekini II lane 5'));
    expect(lane.street).not.toBe(addressKey('Pekini ave 5').street);
    expect(addressKey('Pekini 3rd lane 5').street).not.toBe(lane.street);
    expect(addressKey('პეკინის მე-2 ჩიხი 5').street).not.toBe(lane.street);
  });

  it('tells a street named like a neighbourhood from the neighbourhood written before it', () => {
    expect(addressKey('Avlabari, Metekhi St. 19')).toEqual(addressKey('მეტეხის ქ. 19'));
    expect(addressKey('ავლაბარი, მეტეხის ქ. 19')).toEqual(addressKey('Metekhi 19, Avlabari'));
    expect(addressKey('Lilo, Lilo St. 4')).toEqual(addressKey('ლილოს ქ. 4'));
  });

  it('keeps the streets that differ only by a first name or title apart', () => {
    expect(addressKey('Tamar Mepe 4').street).not.toBe(addressKey('Parnavaz Mepe 4').street);
    expect(addressKey('Ketevan Tsamebuli 4').street).not.toBe(addressKey('Ketevan Dedopali 4').street);
  });

  it('keeps the settlement and block of a microdistrict address', () => {
    expect(addressKey('Gldani, III microdistrict, block 12')).toEqual(
      addressKey('გლდანი, III მიკრორაიონი, კორპუსი 12'),
    );
    expect(addressKey('Gldani, III microdistrict, block 12').street).not.toBe(
      addressKey('Gldani, IV microdistrict, block 12').street,
    );
  });
});

describe('addressKeyText', () => {
  it('is the indexable street and house, empty without a street', () => {
    expect(addressKeyText('ყაზბეგის გამზ. 12ა')).toBe('kazbeg 12a');
    expect(addressKeyText('Kazbegi')).toBe('kazbeg');
    expect(addressKeyText('12')).toBe('');
    expect(addressKeyText('Tbilisi')).toBe('');
  });
});

describe('streetSimilarity', () => {
  it('is high for a misspelling and low for another street', () => {
    expect(streetSimilarity('chavchavadz', 'chavchavadz')).toBe(1);
    expect(streetSimilarity(addressKey('Chavchavadse 5').street, 'chavchavadz')).toBeGreaterThan(0.7);
    expect(streetSimilarity('chavchavadz', 'kazbeg')).toBeLessThan(0.2);
    expect(streetSimilarity('', 'kazbeg')).toBe(0);
  });
});

describe('the street taxonomy', () => {
  it('names one street for every spelling of each taxonomy street, and no street for two', () => {
    for (const street of TBILISI_STREETS) {
      for (const name of streetNames(street)) {
        expect(addressKey(`${name} 5`).streetId, `${street.id}: ${name}`).toBe(street.id);
      }
    }
    expect(new Set(TBILISI_STREETS.map((street) => street.id)).size).toBe(TBILISI_STREETS.length);
  });

  it('covers the streets of the demo data in the city, except those named after their settlement', () => {
    const city = Object.entries(STREETS).filter(([slug]) => !VILLAGES.has(slug));
    const missing = new Set(
      city.flatMap(([, streets]) =>
        streets.filter((s) => !addressKey(`${s.en} 5`).streetId).map((s) => s.en),
      ),
    );
    expect([...missing].sort()).toEqual(['Airport', 'Lilo', 'Orkhevi', 'Ponichala']);
  });

  it('reads former names, translations and full names as the street', () => {
    const same = (a: string, b: string) => {
      expect(addressKey(a).streetId, a).not.toBeNull();
      expect(addressKey(a), `${a} / ${b}`).toEqual(addressKey(b));
    };
    same('Leselidze St. 12', 'კოტე აფხაზის ქ. 12');
    same('ул. Леселидзе 12', 'Kote Abkhazi 12');
    same('Plekhanov Ave. 100', 'აღმაშენებლის გამზ. 100');
    same('проспект Давида Строителя 100', 'Aghmashenebeli 100');
    same('King Parnavaz Ave. 3', 'ფარნავაზ მეფის გამზ. 3');
    same('проспект Царицы Тамары 4', 'თამარ მეფის გამზ. 4');
    same('Beijing Ave 12', 'Pekini 12');
  });

  it('reads a street name with one letter mistyped as the street, and an unknown street as written', () => {
    expect(addressKey('Chavchavdze 5').streetId).toBe('chavchavadze-avenue');
    expect(addressKey('Kazebgi ave 12').streetId).toBe('kazbegi-avenue');
    expect(addressKey('Tsintsdze 3').street).toBe(addressKey('ცინცაძის ქ. 3').street);
    expect(addressKey('Zandukeli St. 5')).toEqual({
      street: 'zandukl',
      house: '5',
      flat: null,
      streetId: null,
    });
    // A lane off a taxonomy street is a street of its own, which the taxonomy does not hold.
    expect(addressKey('Pekini 2nd lane 5').streetId).toBeNull();
  });

  it('keeps two taxonomy streets apart however alike their names are', () => {
    expect(addressKey('Ketevan Tsamebuli 4').streetId).toBe('ketevan-tsamebuli-avenue');
    expect(addressKey('Ketevan Dedopali 4').streetId).toBe('ketevan-dedopali-avenue');
  });

  it("does not give a village street the city's street of the same name", () => {
    expect(addressKey('Rustaveli St. 5', { urbanArea: 'kojori' }).streetId).toBeNull();
    expect(addressKey('Rustaveli St. 5', { urbanArea: 'kojori' }).street).toBe(
      addressKey('Rustaveli 5').street,
    );
    expect(addressKey('Rustaveli Ave. 5', { state: 'old-tbilisi' }).streetId).toBe('rustaveli-avenue');
    expect(addressKey('Rustaveli Ave. 5').streetId).toBe('rustaveli-avenue');
  });
});

const VILLAGES = new Set(
  DISTRICTS.find((district) => district.slug === 'tbilisi-surroundings')!.neighbourhoods.map((n) => n.slug),
);
