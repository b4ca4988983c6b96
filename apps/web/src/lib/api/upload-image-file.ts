import type { UploadedFile } from '@tbilisi/contracts';
import { toApiError } from './errors';

/**
 * POST /api/upload/images with one file (field `files`), from the browser: the photo pipeline checks, re-encodes and
 * stores it, and the answer's url is what a project's photo or plan, or a company's logo, is then given as.
 */
export async function uploadImageFile(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('files', file);
  const response = await fetch('/api/upload/images', { method: 'POST', body: form, credentials: 'include' });
  if (!response.ok) throw await toApiError(response);
  return ((await response.json()) as { files: UploadedFile[] }).files[0]!;
}
