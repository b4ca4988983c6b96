import { describe, expect, it } from 'vitest';
import { toSearchText, toSearchWords } from './translit';

describe('toSearchWords', () => {
  it.each([
    ['vake', 'ვაკე', 'Ваке'],
    ['Saburtalo', 'საბურთალო', 'Сабуртало'],
    ['Dighomi', 'დიღომი', 'Дигоми'],
    ['Chavchavadze', 'ჭავჭავაძის', 'Чавчавадзе'],
    ['Tchavtchavadze', 'ჭავჭავაძე', 'чавчавадзе'],
    ['Paliashvili', 'ფალიაშვილის', 'Палиашвили'],
    ['Tsereteli', 'წერეთელი', 'Церетели'],
    ['Marjanishvili', 'მარჯანიშვილი', 'Марджанишвили'],
    ['Kazbegi', 'ყაზბეგის', 'Казбеги'],
  ])('writes %s, %s and %s the same way', (latin, georgian, cyrillic) => {
    const key = toSearchWords(latin)[0];
    expect(toSearchWords(georgian)[0]).toBe(key);
    expect(toSearchWords(cyrillic)[0]).toBe(key);
  });

  it('keeps numbers and drops punctuation', () => {
    expect(toSearchWords('ჭავჭავაძის გამზ. 37')).toEqual(['chavchavadz', 'gamz', '37']);
  });
});

describe('toSearchText', () => {
  it('joins unique stems of every part and skips empty ones', () => {
    expect(toSearchText('Vake flat', null, 'ვაკე', undefined)).toBe('vak plat');
  });
});
