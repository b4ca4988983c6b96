import { describe, expect, it } from 'vitest';
import { streetNamed, suggestStreets, withStreet } from './street-suggestions';

const ids = (typed: string) => suggestStreets(typed, 'en').map((suggestion) => suggestion.id);

describe("the form's street suggestions", () => {
  it('finds a street typed in any script or romanisation the taxonomy knows', () => {
    for (const typed of [
      'chavch',
      'Tchavtch',
      'ჭავჭ',
      'ჭავჭავაძის',
      'Чавч',
      'Ilia Chavch',
      'chavchavadze ave 37',
    ])
      expect(ids(typed)[0], typed).toBe('chavchavadze-avenue');
  });

  it('finds a street by a former name, and says which name it matched', () => {
    const [first] = suggestStreets('Leselidze', 'en');
    expect(first).toMatchObject({
      id: 'kote-afkhazi-street',
      matchedName: expect.stringMatching(/Leselidze/),
    });
  });

  it("writes the street in the page's language, as the api reads an address", () => {
    const label = (locale: string) => suggestStreets('chavchavadze', locale)[0]!.label;
    expect(label('en')).toBe('Chavchavadze Ave');
    expect(label('ka')).toBe('ჭავჭავაძის გამზ.');
    expect(label('ru')).toBe('просп. Чавчавадзе');
  });

  it('suggests nothing for a letter, a number, or a street it does not hold', () => {
    expect(ids('c')).toEqual([]);
    expect(ids('12')).toEqual([]);
    expect(ids('Nonexistent lane')).toEqual([]);
  });

  it('keeps the house number typed before the street was picked', () => {
    expect(withStreet('chavch 37a', 'Chavchavadze Ave')).toBe('Chavchavadze Ave 37a');
    expect(withStreet('chavch', 'Chavchavadze Ave')).toBe('Chavchavadze Ave ');
  });

  it('tells whether an address still names the street picked for it, in any script', () => {
    expect(streetNamed('Chavchavadze Ave 38', 'chavchavadze-avenue')).toBe(true);
    expect(streetNamed('ჭავჭავაძის გამზ. 38', 'chavchavadze-avenue')).toBe(true);
    expect(streetNamed('Paliashvili St 2', 'chavchavadze-avenue')).toBe(false);
  });
});
