import { describe, expect, it } from 'vitest';
import { parseViewMode } from './preferences';

describe('parseViewMode', () => {
  it('accepts grid and list only, grid by default (docs/product/screens.md#preferences)', () => {
    expect(parseViewMode('list')).toBe('list');
    expect(parseViewMode('grid')).toBe('grid');
    expect(parseViewMode(undefined)).toBe('grid');
    expect(parseViewMode('map')).toBe('grid');
  });
});
