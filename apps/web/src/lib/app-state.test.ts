import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_APP_STATE, parseAppState, RECENT_SEARCHES_MAX, withRecentSearch } from './app-state';

afterEach(() => vi.restoreAllMocks());

describe('withRecentSearch', () => {
  it('puts the newest first and keeps each search once', () => {
    let state = DEFAULT_APP_STATE;
    for (const query of ['a=1', 'b=2', 'a=1']) state = withRecentSearch(state, query);
    expect(state.recentSearches).toEqual(['a=1', 'b=2']);
  });

  it('keeps the 10 newest', () => {
    let state = DEFAULT_APP_STATE;
    for (let i = 1; i <= 12; i++) state = withRecentSearch(state, `page=${i}`);
    expect(state.recentSearches).toHaveLength(RECENT_SEARCHES_MAX);
    expect(state.recentSearches[0]).toBe('page=12');
    expect(state.recentSearches.at(-1)).toBe('page=3');
  });

  it('does not remember the empty search', () => {
    expect(withRecentSearch(DEFAULT_APP_STATE, '')).toBe(DEFAULT_APP_STATE);
  });
});

describe('parseAppState', () => {
  it('reads what was saved', () => {
    expect(parseAppState(JSON.stringify({ recentSearches: ['x=1', 'y=2'] }))).toEqual({
      recentSearches: ['x=1', 'y=2'],
    });
  });

  it('starts empty when nothing was saved', () => {
    expect(parseAppState(null)).toEqual(DEFAULT_APP_STATE);
  });

  it('logs an invalid saved state and uses the defaults', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const raw of ['{', '[]', 'null', JSON.stringify({ recentSearches: [1, 2] })])
      expect(parseAppState(raw)).toEqual(DEFAULT_APP_STATE);
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('repairs a list that is too long or repeats itself', () => {
    const saved = { recentSearches: ['a', 'a', ...Array.from({ length: 15 }, (_, i) => `q=${i}`)] };
    const state = parseAppState(JSON.stringify(saved));
    expect(state.recentSearches).toHaveLength(RECENT_SEARCHES_MAX);
    expect(state.recentSearches.slice(0, 2)).toEqual(['a', 'q=0']);
  });
});
