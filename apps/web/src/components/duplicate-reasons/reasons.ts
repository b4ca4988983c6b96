import type { DuplicateMatch } from '@tbilisi/contracts';

export type DuplicateReason = DuplicateMatch['reasons'][number];

/** Reason codes that speak against one property: another building, flat, floor, size, price or set of photos. */
export function reasonSpeaksAgainst(code: string): boolean {
  return code.startsWith('different_') || code === 'far_position' || code === 'area_different';
}

/** What a poster is told: only why the listings look alike, in the api's order (strongest first). */
export function reasonsForPoster(reasons: readonly DuplicateReason[]): DuplicateReason[] {
  return reasons.filter((reason) => !reasonSpeaksAgainst(reason.code));
}

export const POSTER_ROLES = ['owner', 'agent', 'developer'] as const;
export type PosterRole = (typeof POSTER_ROLES)[number];

/** Who posted a listing as the public sees it: an agent, a developer, or else a private owner. */
export function posterRole(role: string): PosterRole {
  return role === 'agent' || role === 'developer' ? role : 'owner';
}

/** A 0..1 score as a whole percentage, never showing 100 % for a score just under 1. */
export function scorePercent(score: number): number {
  const percent = Math.round(score * 100);
  return score < 1 && percent === 100 ? 99 : Math.max(0, Math.min(100, percent));
}
