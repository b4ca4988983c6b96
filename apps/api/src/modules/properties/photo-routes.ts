import { attachImagesBody, imageOrderBody, imageUpdateBody, propertySchema } from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { presentProperty } from '../listings/present-property';
import { readImageFiles } from '../media/read-image-files';
import { addPropertyPhotos } from './add-property-photos';
import { removePropertyPhoto } from './remove-property-photo';
import { reorderPropertyPhotos } from './reorder-property-photos';
import { updatePropertyPhoto } from './update-property-photo';

const tags = ['properties'];

/** A listing's photos: add, reorder, caption or make main, take off. */
export async function propertyPhotoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // POST /api/properties/{id}/images - attach uploaded photos (JSON list of {image_url, caption, is_primary},
  // one such object, {images: [...]}) or upload and attach in one go (multipart field `files`)
  r.post(
    '/properties/:id/images',
    {
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: attachImagesBody
          // A multipart request reaches validation with no parsed body.
          .nullish()
          .describe('JSON image references, or multipart/form-data with files in field `files`'),
        response: { 201: propertySchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const body = request.body;
      const property = await addPropertyPhotos({
        db: app.db,
        storage: app.storage,
        actor: currentUser(request),
        propertyId: request.params.id,
        ...(request.isMultipart()
          ? { files: await readImageFiles(request, ['files']) }
          : {
              references: Array.isArray(body)
                ? body
                : body && 'images' in body
                  ? body.images
                  : body
                    ? [body]
                    : [],
            }),
      });
      return reply.status(201).send(await presentProperty(app.db, property));
    },
  );

  const imageParams = z.object({
    id: z.coerce.number().int().positive(),
    imageId: z.coerce.number().int().positive(),
  });

  // PUT /api/properties/{id}/images/order - reorder the listing's photos (every image id once, in the new order)
  r.put(
    '/properties/:id/images/order',
    {
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: imageOrderBody,
        response: { 200: propertySchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const property = await reorderPropertyPhotos({
        db: app.db,
        actor: currentUser(request),
        propertyId: request.params.id,
        imageIds: request.body.image_ids,
      });
      return presentProperty(app.db, property);
    },
  );

  // PATCH /api/properties/{id}/images/{imageId} - change a caption or make the photo the main one
  r.patch(
    '/properties/:id/images/:imageId',
    {
      schema: {
        tags,
        params: imageParams,
        body: imageUpdateBody,
        response: { 200: propertySchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { id, imageId } = request.params;
      const property = await updatePropertyPhoto({
        db: app.db,
        actor: currentUser(request),
        propertyId: id,
        imageId,
        changes: request.body,
      });
      return presentProperty(app.db, property);
    },
  );

  // DELETE /api/properties/{id}/images/{imageId} - take a photo off the listing (its files go when nothing uses them)
  r.delete(
    '/properties/:id/images/:imageId',
    { schema: { tags, params: imageParams, response: { 200: propertySchema } }, preHandler: app.requireUser },
    async (request) => {
      const { id, imageId } = request.params;
      const property = await removePropertyPhoto({
        db: app.db,
        storage: app.storage,
        actor: currentUser(request),
        propertyId: id,
        imageId,
      });
      return presentProperty(app.db, property);
    },
  );
}
