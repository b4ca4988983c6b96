import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema, uploadResponse } from '@tbilisi/contracts';
import { errorResponses, requiresSession } from '../../lib/openapi';
import { currentUser } from '../../plugins/auth';
import { deleteUpload } from './delete-upload';
import { readImageFiles } from './read-image-files';
import { uploadImages } from './upload-images';

const tags = ['media'];
const uploadDescription =
  'Takes multipart/form-data with one or more image files (JPEG, PNG, WebP, HEIC, AVIF; 10 MB each; at most 12). ' +
  'Each file is accepted by its content, not its name, decoded in full, turned upright, stripped of all metadata ' +
  '(no EXIF or GPS is kept) and stored as WebP in several widths plus one JPEG. The answer names each upload; ' +
  'attach it to a listing by its `url` (as `image_url`). Uploads never attached are removed after a day.';
const uploadErrors = errorResponses(
  401,
  [413, 'A file over 10 MB, or an image of more than 50 megapixels'],
  [415, 'A file is not an image, or the request is not multipart/form-data'],
  [422, 'No file, or more than 12'],
);

export async function mediaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/upload/images',
    {
      schema: {
        tags,
        summary: 'Upload photos',
        description: `${uploadDescription} Files go in the field \`files\`.`,
        security: requiresSession,
        response: { 201: uploadResponse, ...uploadErrors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const files = await readImageFiles(request, ['files']);
      return reply.status(201).send({
        files: await uploadImages({ db: app.db, storage: app.storage, actor: currentUser(request), files }),
      });
    },
  );

  r.post(
    '/properties/upload-images',
    {
      schema: {
        tags,
        summary: 'Upload photos (older path)',
        description: `The same upload as \`POST /api/upload/images\`, kept for older clients. ${uploadDescription} Files go in the field \`images\` or \`files\`.`,
        security: requiresSession,
        response: { 201: uploadResponse, ...uploadErrors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const files = await readImageFiles(request, ['images', 'files']);
      return reply.status(201).send({
        files: await uploadImages({ db: app.db, storage: app.storage, actor: currentUser(request), files }),
      });
    },
  );

  r.delete(
    '/upload/images/:name',
    {
      schema: {
        tags,
        summary: 'Delete an upload',
        description:
          'Deletes a photo you uploaded and have not attached. Only the uploader may, and not while a listing uses ' +
          'it: take it off the listing first.',
        security: requiresSession,
        params: z.object({ name: z.string().regex(/^[a-f0-9]{32}$/, 'Unknown image name') }),
        response: {
          200: messageSchema,
          ...errorResponses(
            401,
            [403, 'Someone else uploaded it'],
            [404, 'No upload with this name'],
            [409, 'A listing uses it'],
            422,
          ),
        },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      await deleteUpload({
        db: app.db,
        storage: app.storage,
        actor: currentUser(request),
        name: request.params.name,
      });
      return { message: 'Image deleted' };
    },
  );
}
