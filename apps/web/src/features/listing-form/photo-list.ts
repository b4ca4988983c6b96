import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_LISTING } from '@tbilisi/contracts';

export interface PhotoItem {
  /** stable key for React and drag-and-drop */
  key: string;
  /** the listing image id once the photo belongs to the listing */
  imageId?: number;
  /** /media/... once uploaded */
  url?: string;
  previewUrl: string;
  name: string;
  status: 'uploading' | 'done' | 'failed';
  progress: number;
}

export type PhotoProblem =
  { kind: 'notImage'; file: string } | { kind: 'tooLarge'; file: string } | { kind: 'tooMany' };

/**
 * Images only, 10 MB each, 12 in all; files past the limit are refused, not silently dropped
 * (docs/product/photos.md#limits).
 */
export function checkNewFiles(
  files: readonly Pick<File, 'name' | 'type' | 'size'>[],
  alreadyThere: number,
): { accepted: number[]; problems: PhotoProblem[] } {
  const accepted: number[] = [];
  const problems: PhotoProblem[] = [];
  files.forEach((file, index) => {
    if (!file.type.startsWith('image/')) problems.push({ kind: 'notImage', file: file.name });
    else if (file.size > MAX_IMAGE_BYTES) problems.push({ kind: 'tooLarge', file: file.name });
    else if (alreadyThere + accepted.length >= MAX_IMAGES_PER_LISTING) {
      if (!problems.some((problem) => problem.kind === 'tooMany')) problems.push({ kind: 'tooMany' });
    } else accepted.push(index);
  });
  return { accepted, problems };
}

export function move<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The photos as the api takes them: uploaded ones only (not those still uploading or failed), in order. */
export function imageReferences(photos: PhotoItem[]): { image_url: string }[] {
  return photos.flatMap((photo) => (photo.url ? [{ image_url: photo.url }] : []));
}
