import { describe, expect, it } from 'vitest';
import en from './en.json';
import ka from './ka.json';
import ru from './ru.json';

function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('messages', () => {
  const english = keysOf(en).sort();

  it.each([
    ['ka', ka],
    ['ru', ru],
  ])('%s has exactly the keys of en', (_locale, messages) => {
    expect(keysOf(messages).sort()).toEqual(english);
  });

  it.each([
    ['en', en],
    ['ka', ka],
    ['ru', ru],
  ])('%s has no empty message', (_locale, messages) => {
    const empty = keysOf(messages).filter((path) => {
      const value = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });
});
