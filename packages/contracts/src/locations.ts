/**
 * The Tbilisi location taxonomy of the location picker and `GET /api/locations`
 * (docs/product/search.md#location-picker).
 *
 * The six parents follow the grouping Georgian users know from the big listing sites (myhome.ge, ss.ge), not the
 * ten administrative raions: that is why, for example, Avlabari sits under Old Tbilisi and Ponichala under
 * Isani-Samgori. Centroids are approximate (OpenStreetMap place nodes where one exists), good for map pins and
 * demo data, not for geofencing.
 */

export interface LocationNode {
  slug: string;
  name_ka: string;
  name_en: string;
  name_ru: string;
  latitude: number;
  longitude: number;
}

export interface District extends LocationNode {
  neighbourhoods: readonly LocationNode[];
}

const node = (
  slug: string,
  name_ka: string,
  name_en: string,
  name_ru: string,
  latitude: number,
  longitude: number,
): LocationNode => ({ slug, name_ka, name_en, name_ru, latitude, longitude });

export const DISTRICTS: readonly District[] = [
  {
    ...node('vake-saburtalo', 'ვაკე-საბურთალო', 'Vake-Saburtalo', 'Ваке-Сабуртало', 41.7392, 44.7477),
    neighbourhoods: [
      node('vake', 'ვაკე', 'Vake', 'Ваке', 41.7093, 44.7637),
      node('saburtalo', 'საბურთალო', 'Saburtalo', 'Сабуртало', 41.7247, 44.7517),
      node('bagebi', 'ბაგები', 'Bagebi', 'Багеби', 41.7082, 44.7311),
      node('vashlijvari', 'ვაშლიჯვარი', 'Vashlijvari', 'Вашлиджвари', 41.7554, 44.7664),
      node('vedzisi', 'ვეძისი', 'Vedzisi', 'Ведзиси', 41.7346, 44.7661),
      node('nutsubidze-plateau', 'ნუცუბიძის პლატო', 'Nutsubidze Plateau', 'Плато Нуцубидзе', 41.7337, 44.725),
      node(
        'vazha-pshavela-quarters',
        'ვაჟა-ფშაველას კვარტლები',
        'Vazha-Pshavela Quarters',
        'Кварталы Важа-Пшавела',
        41.724,
        44.73,
      ),
      node('lisi-lake', 'ლისის ტბა', 'Lisi Lake', 'Озеро Лиси', 41.7439, 44.7346),
      node('turtle-lake', 'კუს ტბა', 'Turtle Lake', 'Черепашье озеро', 41.7004, 44.7545),
      node('dighomi-1-9', 'დიღომი 1-9', 'Dighomi 1-9', 'Дигоми 1-9', 41.772, 44.758),
      node('didi-dighomi', 'დიდი დიღომი', 'Didi Dighomi', 'Диди Дигоми', 41.7884, 44.7528),
      node('dighomi-village', 'სოფელი დიღომი', 'Dighomi Village', 'Село Дигоми', 41.7756, 44.7379),
    ],
  },
  {
    ...node('isani-samgori', 'ისანი-სამგორი', 'Isani-Samgori', 'Исани-Самгори', 41.688, 44.8922),
    neighbourhoods: [
      node('isani', 'ისანი', 'Isani', 'Исани', 41.6881, 44.8341),
      node('samgori', 'სამგორი', 'Samgori', 'Самгори', 41.6847, 44.8547),
      node('navtlughi', 'ნავთლუღი', 'Navtlughi', 'Навтлуги', 41.6852, 44.8503),
      node('varketili', 'ვარკეთილი', 'Varketili', 'Варкетили', 41.7075, 44.8703),
      node('vazisubani', 'ვაზისუბანი', 'Vazisubani', 'Вазисубани', 41.7041, 44.8494),
      node('mesame-masivi', 'მესამე მასივი', 'Third Massive', 'Третий массив', 41.6877, 44.8868),
      node('lilo', 'ლილო', 'Lilo', 'Лило', 41.709, 44.9838),
      node('orkhevi', 'ორხევი', 'Orkhevi', 'Орхеви', 41.6943, 44.9256),
      node(
        'airport-settlement',
        'აეროპორტის დასახლება',
        'Airport Settlement',
        'Посёлок Аэропорта',
        41.6822,
        44.9506,
      ),
      node('ponichala', 'ფონიჭალა', 'Ponichala', 'Поничала', 41.6368, 44.9162),
    ],
  },
  {
    ...node(
      'gldani-nadzaladevi',
      'გლდანი-ნაძალადევი',
      'Gldani-Nadzaladevi',
      'Глдани-Надзаладеви',
      41.7804,
      44.8175,
    ),
    neighbourhoods: [
      node('gldani', 'გლდანი', 'Gldani', 'Глдани', 41.8027, 44.8292),
      node('nadzaladevi', 'ნაძალადევი', 'Nadzaladevi', 'Надзаладеви', 41.7471, 44.8207),
      node('temka', 'თემქა', 'Temka', 'Темка', 41.7583, 44.8525),
      node('lotkini', 'ლოტკინი', 'Lotkini', 'Лоткини', 41.7355, 44.8167),
      node('sanzona', 'სანზონა', 'Sanzona', 'Санзона', 41.766, 44.7926),
      node('mukhiani', 'მუხიანი', 'Mukhiani', 'Мухиани', 41.7867, 44.8408),
      node('avchala', 'ავჭალა', 'Avchala', 'Авчала', 41.8249, 44.788),
      node('zahesi', 'ზაჰესი', 'Zahesi', 'ЗАГЭС', 41.8278, 44.7627),
      node('gldanula', 'გლდანულა', 'Gldanula', 'Глданула', 41.8129, 44.8169),
      node('tbilisi-sea', 'თბილისის ზღვა', 'Tbilisi Sea', 'Тбилисское море', 41.7421, 44.8547),
    ],
  },
  {
    ...node('didube-chughureti', 'დიდუბე-ჩუღურეთი', 'Didube-Chughureti', 'Дидубе-Чугурети', 41.7281, 44.8021),
    neighbourhoods: [
      node('didube', 'დიდუბე', 'Didube', 'Дидубе', 41.7354, 44.7813),
      node('dighomi-massive', 'დიღმის მასივი', 'Dighomi Massive', 'Дигомский массив', 41.7627, 44.7749),
      node('chughureti', 'ჩუღურეთი', 'Chughureti', 'Чугурети', 41.7112, 44.7994),
      node('kukia', 'კუკია', 'Kukia', 'Кукия', 41.7178, 44.8129),
      node('svanetis-ubani', 'სვანეთის უბანი', 'Svanetis Ubani', 'Сванетис Убани', 41.7245, 44.8105),
      node('ivertubani', 'ივერთუბანი', 'Ivertubani', 'Ивертубани', 41.7294, 44.837),
      node('plekhanovi', 'პლეხანოვი', 'Plekhanovi', 'Плеханова', 41.716, 44.7985),
    ],
  },
  {
    ...node('old-tbilisi', 'ძველი თბილისი', 'Old Tbilisi', 'Старый Тбилиси', 41.691, 44.8092),
    neighbourhoods: [
      node('sololaki', 'სოლოლაკი', 'Sololaki', 'Сололаки', 41.6905, 44.798),
      node('mtatsminda', 'მთაწმინდა', 'Mtatsminda', 'Мтацминда', 41.6964, 44.7939),
      node('vera', 'ვერა', 'Vera', 'Вера', 41.7058, 44.7828),
      node('kala', 'კალა', 'Kala', 'Кала', 41.6915, 44.8055),
      node('abanotubani', 'აბანოთუბანი', 'Abanotubani', 'Абанотубани', 41.6877, 44.8115),
      node('avlabari', 'ავლაბარი', 'Avlabari', 'Авлабари', 41.6927, 44.8168),
      node('metekhi', 'მეტეხი', 'Metekhi', 'Метехи', 41.69, 44.8171),
      node('ortachala', 'ორთაჭალა', 'Ortachala', 'Ортачала', 41.682, 44.8263),
      node('krtsanisi', 'კრწანისი', 'Krtsanisi', 'Крцаниси', 41.6731, 44.8172),
      node('elia', 'ელია', 'Elia', 'Элиа', 41.6999, 44.8228),
    ],
  },
  {
    // The mean of a ring of villages lands inside the city; it is only a default map centre for the group.
    ...node(
      'tbilisi-surroundings',
      'თბილისის შემოგარენი',
      'Tbilisi Surroundings',
      'Окрестности Тбилиси',
      41.7242,
      44.7158,
    ),
    neighbourhoods: [
      node('tskneti', 'წყნეთი', 'Tskneti', 'Цхнети', 41.6939, 44.6937),
      node('tsavkisi', 'წავკისი', 'Tsavkisi', 'Цавкиси', 41.6673, 44.7463),
      node('akhaldaba', 'ახალდაბა', 'Akhaldaba', 'Ахалдаба', 41.6846, 44.6641),
      node('betania', 'ბეთანია', 'Betania', 'Бетания', 41.6783, 44.6347),
      node('kiketi', 'კიკეთი', 'Kiketi', 'Кикети', 41.658, 44.6521),
      node('kojori', 'კოჯორი', 'Kojori', 'Коджори', 41.6495, 44.6985),
      node('tabakhmela', 'ტაბახმელა', 'Tabakhmela', 'Табахмела', 41.6494, 44.7582),
      node('okrokana', 'ოქროყანა', 'Okrokana', 'Окрокана', 41.6874, 44.7736),
      node('shindisi', 'შინდისი', 'Shindisi', 'Шиндиси', 41.6657, 44.7659),
      node('mtskheta', 'მცხეთა', 'Mtskheta', 'Мцхета', 41.8451, 44.7188),
      node('saguramo', 'საგურამო', 'Saguramo', 'Сагурамо', 41.892, 44.764),
      node('natakhtari', 'ნატახტარი', 'Natakhtari', 'Натахтари', 41.919, 44.72),
    ],
  },
];

const BY_SLUG: ReadonlyMap<string, { district: District; neighbourhood?: LocationNode }> = (() => {
  const map = new Map<string, { district: District; neighbourhood?: LocationNode }>();
  for (const district of DISTRICTS) {
    map.set(district.slug, { district });
    for (const neighbourhood of district.neighbourhoods)
      map.set(neighbourhood.slug, { district, neighbourhood });
  }
  return map;
})();

// Slugs arrive from query strings and hand-typed URLs, so case and stray spaces should not make them unknown.
const normaliseSlug = (slug: string) => slug.trim().toLowerCase();

/** the district or neighbourhood with this slug, or undefined */
export function findLocation(slug: string): { district: District; neighbourhood?: LocationNode } | undefined {
  return BY_SLUG.get(normaliseSlug(slug));
}

/**
 * expands any mix of district and neighbourhood slugs into the set of neighbourhood slugs they cover (a district
 * means all of its neighbourhoods); unknown slugs are returned in `unknown`
 */
export function expandLocationSlugs(slugs: readonly string[]): {
  neighbourhoods: string[];
  unknown: string[];
} {
  const neighbourhoods = new Set<string>();
  const unknown: string[] = [];
  for (const slug of slugs) {
    // Empty values are ignored rather than reported (docs/product/search.md#filters).
    if (normaliseSlug(slug) === '') continue;
    const found = findLocation(slug);
    if (!found) {
      if (!unknown.includes(slug)) unknown.push(slug);
    } else if (found.neighbourhood) {
      neighbourhoods.add(found.neighbourhood.slug);
    } else {
      for (const n of found.district.neighbourhoods) neighbourhoods.add(n.slug);
    }
  }
  return { neighbourhoods: [...neighbourhoods], unknown };
}
