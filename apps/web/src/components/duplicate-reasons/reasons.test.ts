import { describe, expect, it } from 'vitest';
import { posterRole, reasonSpeaksAgainst, reasonsForPoster, scorePercent } from './reasons';

describe('duplicate reasons', () => {
  it('tells evidence of two properties from evidence of one', () => {
    expect(reasonSpeaksAgainst('different_floor')).toBe(true);
    expect(reasonSpeaksAgainst('far_position')).toBe(true);
    expect(reasonSpeaksAgainst('area_different')).toBe(true);
    expect(reasonSpeaksAgainst('same_address')).toBe(false);
    expect(reasonSpeaksAgainst('floor_off_by_one')).toBe(false);
    expect(reasonSpeaksAgainst('near_position')).toBe(false);
  });

  it('tells a poster only why the listings look alike, strongest first as the api sends them', () => {
    const reasons = [
      { code: 'same_cadastral_code', detail: '01.14.14.008.012 on both' },
      { code: 'different_floor', detail: 'floors 3 and 7' },
      { code: 'same_photos', detail: '2 of 3 photos are the same picture' },
    ];
    expect(reasonsForPoster(reasons).map((reason) => reason.code)).toEqual([
      'same_cadastral_code',
      'same_photos',
    ]);
  });

  it('names a poster an agent, a developer or else an owner', () => {
    expect(posterRole('agent')).toBe('agent');
    expect(posterRole('developer')).toBe('developer');
    expect(posterRole('tenant')).toBe('owner');
    expect(posterRole('moderator')).toBe('owner');
  });

  it('shows a score as a whole percentage that reaches 100 only for certainty', () => {
    expect(scorePercent(0.874)).toBe(87);
    expect(scorePercent(0.998)).toBe(99);
    expect(scorePercent(1)).toBe(100);
    expect(scorePercent(0)).toBe(0);
  });
});
