import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema, uploadResponse } from '@tbilisi/contracts';
import { currentUser } from '../../plugins/auth';
import { deleteUpload } from './delete-upload';
import { readImageFiles } from './read-image-files';
import { uploadImages } from './upload-images';

const tags = ['media'];
const multipartBody = {
  description:
    'multipart/form-data with one or more image files (JPEG, PNG, WebP, HEIC, AVIF; 10 MB each; at most 12)',
};

export async function mediaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // POST /api/upload/images - upload photos (field `files`); checked by content, stripped of metadata, stored
  r.post(
    '/upload/images',
    { schema: { tags, ...multipartBody, response: { 201: uploadResponse } }, preHandler: app.requireUser },
    async (request, reply) => {
      const files = await readImageFiles(request, ['files']);
      return reply.status(201).send({
        files: await uploadImages({ db: app.db, storage: app.storage, actor: currentUser(request), files }),
      });
    },
  );

  // POST /api/properties/upload-images - the same upload under SPEC's other path (field `images` or `files`)
  r.post(
    '/properties/upload-images',
    { schema: { tags, ...multipartBody, response: { 201: uploadResponse } }, preHandler: app.requireUser },
    async (request, reply) => {
      const files = await readImageFiles(request, ['images', 'files']);
      return reply.status(201).send({
        files: await uploadImages({ db: app.db, storage: app.storage, actor: currentUser(request), files }),
      });
    },
  );

  // DELETE /api/upload/images/{name} - only the uploader, and not while a listing uses the image
  r.delete(
    '/upload/images/:name',
    {
      schema: {
        tags,
        params: z.object({ name: z.string().regex(/^[a-f0-9]{32}$/, 'Unknown image name') }),
        response: { 200: messageSchema },
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
