import { describe, expect, it } from 'vitest';
import { parseQuery } from './query-terms';

describe('parseQuery', () => {
  it.each([
    ['Vake', ['vake']],
    ['ვაკე', ['vake']],
    ['Ваке', ['vake']],
    ['ვაკეში', ['vake']],
    ['Didi Dighomi', ['didi-dighomi']],
    ['დიდი დიღომი', ['didi-dighomi']],
    ['old tbilisi', ['old-tbilisi']],
  ])('reads %s as the place %j', (query, places) => {
    expect(parseQuery(query)).toEqual({ kind: 'words', words: [], places });
  });

  it('keeps other words, without prepositions and street-type abbreviations', () => {
    expect(parseQuery('flat on Chavchavadze ave. in Vake')).toEqual({
      kind: 'words',
      words: ['plat', 'chavchavadz'],
      places: ['vake'],
    });
    expect(parseQuery('ул. Палиашвили')).toEqual({ kind: 'words', words: ['paliashvil'], places: [] });
    expect(parseQuery('ფალიაშვილის ქ.')).toEqual({ kind: 'words', words: ['paliashvil'], places: [] });
  });

  it('reads digits as an id, a phone or a cadastral code', () => {
    expect(parseQuery('1234')).toEqual({ kind: 'number', digits: '1234', id: 1234 });
    expect(parseQuery('+995 555 12-34-56')).toEqual({ kind: 'number', digits: '555123456', id: undefined });
    expect(parseQuery('01.14.12.005.012')).toEqual({ kind: 'number', digits: '011412005012', id: undefined });
  });
});
