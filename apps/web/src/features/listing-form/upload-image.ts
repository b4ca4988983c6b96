import { toApiError } from '@/lib/api/errors';
import type { UploadedFile } from '@tbilisi/contracts';

/**
 * POST /api/upload/images with one file (field `files`). XMLHttpRequest rather than fetch because only it reports
 * upload progress; same origin, so the session cookie goes along.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/upload/images');
    request.withCredentials = true;
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = async () => {
      const response = new Response(request.responseText, {
        status: request.status,
        statusText: request.statusText,
        headers: { 'content-type': request.getResponseHeader('content-type') ?? 'application/json' },
      });
      if (!response.ok) return reject(await toApiError(response));
      const body = (await response.json()) as { files: UploadedFile[] };
      const uploaded = body.files[0];
      if (uploaded) resolve(uploaded);
      else reject(new Error('Upload returned no file'));
    };
    request.onerror = () => reject(new Error('Network error'));
    const form = new FormData();
    form.append('files', file);
    request.send(form);
  });
}
