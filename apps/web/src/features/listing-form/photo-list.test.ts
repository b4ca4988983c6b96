import { describe, expect, it } from 'vitest';
import { checkNewFiles, move } from './photo-list';

const image = (name: string, size = 1000) => ({ name, type: 'image/jpeg', size });

describe('photo checks', () => {
  it('refuses non-images and files over 10 MB, naming them', () => {
    const result = checkNewFiles(
      [
        image('a.jpg'),
        { name: 'cv.pdf', type: 'application/pdf', size: 10 },
        image('big.jpg', 11 * 1024 * 1024),
      ],
      0,
    );
    expect(result.accepted).toEqual([0]);
    expect(result.problems).toEqual([
      { kind: 'notImage', file: 'cv.pdf' },
      { kind: 'tooLarge', file: 'big.jpg' },
    ]);
  });

  it('stops at 12 photos and says so once', () => {
    const result = checkNewFiles([image('1'), image('2'), image('3')], 11);
    expect(result.accepted).toEqual([0]);
    expect(result.problems).toEqual([{ kind: 'tooMany' }]);
  });

  it('moves a photo to a new place', () => {
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b', 'c'], 0, 5)).toEqual(['a', 'b', 'c']);
  });
});
