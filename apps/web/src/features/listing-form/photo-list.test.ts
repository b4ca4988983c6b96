import { describe, expect, it } from 'vitest';
import { checkNewFiles, imageReferences, move, type PhotoItem } from './photo-list';

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

const item = (key: string, status: PhotoItem['status'], url?: string): PhotoItem => ({
  key,
  url,
  previewUrl: `blob:${key}`,
  name: key,
  status,
  progress: status === 'done' ? 100 : 40,
});

describe('imageReferences', () => {
  it('sends the uploaded photos in the order shown, the first being the main one', () => {
    expect(
      imageReferences([
        item('c', 'done', '/media/c/1280.webp'),
        item('new', 'uploading'),
        item('a', 'done', '/media/a/1280.webp'),
        item('bad', 'failed'),
      ]),
    ).toEqual([{ image_url: '/media/c/1280.webp' }, { image_url: '/media/a/1280.webp' }]);
  });

  it('sends an empty list when every photo was removed', () => {
    expect(imageReferences([])).toEqual([]);
  });
});
