import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_LISTING } from '@tbilisi/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

export interface IncomingFile {
  fileName: string;
  data: Buffer;
}

/**
 * Reads the multipart file parts named in `fields`, with the limits and messages of
 * docs/product/photos.md#limits.
 */
export async function readImageFiles(request: FastifyRequest, fields: string[]): Promise<IncomingFile[]> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Send the photos as multipart/form-data');
  }
  const files: IncomingFile[] = [];
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (!fields.includes(part.fieldname)) {
      part.file.resume();
      continue;
    }
    if (files.length >= MAX_IMAGES_PER_LISTING) {
      throw AppError.validation(
        ['body', part.fieldname],
        `You can only upload up to ${MAX_IMAGES_PER_LISTING} images`,
      );
    }
    const fileName = part.filename || `file ${files.length + 1}`;
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError(
          'payload_too_large',
          `${fileName} is too large. Max size is ${MAX_IMAGE_BYTES / 1024 / 1024}MB`,
        );
      }
      throw error;
    }
    files.push({ fileName, data });
  }
  if (files.length === 0)
    throw AppError.validation(['body', fields[0] ?? 'files'], 'Choose at least one image');
  return files;
}
