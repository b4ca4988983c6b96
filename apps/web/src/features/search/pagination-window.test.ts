import { describe, expect, it } from 'vitest';
import { paginationWindow } from './pagination-window';

describe('paginationWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(paginationWindow(1, 3).pages).toEqual([1, 2, 3]);
    expect(paginationWindow(5, 5).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(4, 5).showEllipsis).toBe(false);
  });

  it('shows the first five pages while the current page is 3 or less', () => {
    for (const page of [1, 2, 3]) expect(paginationWindow(page, 20).pages).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the window on the current page in the middle', () => {
    expect(paginationWindow(4, 20).pages).toEqual([2, 3, 4, 5, 6]);
    expect(paginationWindow(10, 20).pages).toEqual([8, 9, 10, 11, 12]);
  });

  it('shows the last five pages near the end', () => {
    expect(paginationWindow(18, 20).pages).toEqual([16, 17, 18, 19, 20]);
    expect(paginationWindow(20, 20).pages).toEqual([16, 17, 18, 19, 20]);
  });

  it('shows an ellipsis only when more than five pages exist and the current one is before total-2', () => {
    expect(paginationWindow(1, 20).showEllipsis).toBe(true);
    expect(paginationWindow(17, 20).showEllipsis).toBe(true);
    expect(paginationWindow(18, 20).showEllipsis).toBe(false);
    expect(paginationWindow(1, 6).showEllipsis).toBe(true);
    expect(paginationWindow(4, 6).showEllipsis).toBe(false);
  });

  it('disables Previous on the first page and Next on the last', () => {
    expect(paginationWindow(1, 4)).toMatchObject({ hasPrevious: false, hasNext: true });
    expect(paginationWindow(4, 4)).toMatchObject({ hasPrevious: true, hasNext: false });
    expect(paginationWindow(1, 1)).toMatchObject({ hasPrevious: false, hasNext: false });
  });

  it('clamps pages outside the range and handles no results', () => {
    expect(paginationWindow(99, 7).pages).toEqual([3, 4, 5, 6, 7]);
    expect(paginationWindow(0, 7).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(1, 0)).toEqual({
      pages: [],
      showEllipsis: false,
      hasPrevious: false,
      hasNext: false,
    });
  });
});
