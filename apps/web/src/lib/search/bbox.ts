import type { Bbox } from '@tbilisi/contracts';

/** A map area, in degrees; the api's `bbox=west,south,east,north` (read by read-search-state.ts). */
export type { Bbox };

/** `west,south,east,north`, 5 decimals at most (about a metre), no trailing zeros. */
export function formatBbox(box: Bbox, digits = 5): string {
  return [box.west, box.south, box.east, box.north].map((n) => String(Number(n.toFixed(digits)))).join(',');
}

/**
 * The box grown outwards to a grid of `digits` decimals and clamped to the world, so that nearby views ask the api
 * the same question (and hit the same cache) and the box still covers all it covered.
 */
export function snapBbox(box: Bbox, digits = 3): Bbox {
  const factor = 10 ** digits;
  // The small allowance keeps floating-point noise (44.79 computed as 44.789999…) from moving a whole grid step.
  const down = (n: number) => Math.floor(n * factor + 1e-6) / factor;
  const up = (n: number) => Math.ceil(n * factor - 1e-6) / factor;
  return {
    west: Math.max(-180, down(box.west)),
    south: Math.max(-90, down(box.south)),
    east: Math.min(180, up(box.east)),
    north: Math.min(90, up(box.north)),
  };
}

/** The box widened by `ratio` of its size on every side. */
export function padBbox(box: Bbox, ratio: number): Bbox {
  const width = box.east - box.west;
  const height = box.north - box.south;
  return {
    west: box.west - width * ratio,
    south: box.south - height * ratio,
    east: box.east + width * ratio,
    north: box.north + height * ratio,
  };
}

export function containsBbox(outer: Bbox, inner: Bbox): boolean {
  return (
    inner.west >= outer.west &&
    inner.east <= outer.east &&
    inner.south >= outer.south &&
    inner.north <= outer.north
  );
}

/** Whether two boxes are the same area to within `tolerance` of their size (a map fitted to a box is never exact). */
export function sameArea(a: Bbox, b: Bbox, tolerance = 0.02): boolean {
  const width = Math.max(a.east - a.west, b.east - b.west);
  const height = Math.max(a.north - a.south, b.north - b.south);
  return (
    Math.abs(a.west - b.west) <= width * tolerance &&
    Math.abs(a.east - b.east) <= width * tolerance &&
    Math.abs(a.south - b.south) <= height * tolerance &&
    Math.abs(a.north - b.north) <= height * tolerance
  );
}
