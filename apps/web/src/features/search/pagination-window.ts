import { PAGINATION_WINDOW } from '@tbilisi/contracts';

export interface PaginationWindow {
  pages: number[];
  /** an ellipsis after the window: more pages follow that the window does not show */
  showEllipsis: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * docs/product/search.md#pagination: the first five pages while the current page is 3 or less (or there are
 * five pages at most), the last
 * five near the end, otherwise current-2 … current+2.
 */
export function paginationWindow(
  currentPage: number,
  totalPages: number,
  size = PAGINATION_WINDOW,
): PaginationWindow {
  const total = Math.max(0, Math.floor(totalPages));
  const current = Math.min(Math.max(1, Math.floor(currentPage)), Math.max(1, total));
  const half = Math.floor(size / 2);
  let start: number;
  if (total <= size || current <= half + 1) start = 1;
  else if (current >= total - half) start = total - size + 1;
  else start = current - half;
  const end = Math.min(total, start + size - 1);
  const pages = total === 0 ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return {
    pages,
    showEllipsis: total > size && current < total - half,
    hasPrevious: current > 1,
    hasNext: current < total,
  };
}
