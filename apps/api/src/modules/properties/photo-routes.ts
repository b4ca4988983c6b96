import {
  attachImagesBody,
  idSchema,
  imageOrderBody,
  imageUpdateBody,
  propertySchema,
} from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, requiresSession } from '../../lib/openapi';
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

  r.post(
    '/properties/:id/images',
    {
      schema: {
        tags,
        summary: 'Add photos to your listing',
        description:
          'Attaches photos uploaded before, as JSON: a list of `{image_url, caption, is_primary}`, one such object, ' +
          'or `{images: [...]}`; or uploads and attaches in one go (multipart/form-data, field `files`). New photos ' +
          'are added after the others, up to 12 in all; the listing is checked for duplicates again, since photos ' +
          'are evidence. Answers the whole listing.',
        security: requiresSession,
        params: z.object({ id: idSchema('Property id') }),
        body: attachImagesBody
          // A multipart request reaches validation with no parsed body.
          .nullish()
          .describe('JSON image references, or multipart/form-data with files in field `files`'),
        response: {
          201: propertySchema,
          ...errorResponses(
            401,
            [403, "The listing is someone else's"],
            [404, 'No listing with this id'],
            [409, 'The photos show one of your other active listings (`duplicate_of`)'],
            [413, 'A file over 10 MB, or an image of more than 50 megapixels'],
            [415, 'A file is not an image'],
            [422, 'Unknown upload, the same photo twice, or more than 12 photos'],
          ),
        },
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
      return reply.status(201).send(await presentProperty(app.db, property, request.user));
    },
  );

  const imageParams = z.object({ id: idSchema('Property id'), imageId: idSchema('Image id') });
  const ownListingErrors = errorResponses(
    401,
    [403, "The listing is someone else's"],
    [404, 'No such listing, or no such photo on it'],
    422,
  );

  r.put(
    '/properties/:id/images/order',
    {
      schema: {
        tags,
        summary: "Reorder your listing's photos",
        description: 'Takes every photo id of the listing once, in the new order. Answers the whole listing.',
        security: requiresSession,
        params: z.object({ id: idSchema('Property id') }),
        body: imageOrderBody,
        response: { 200: propertySchema, ...ownListingErrors },
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
      return presentProperty(app.db, property, request.user);
    },
  );

  r.patch(
    '/properties/:id/images/:imageId',
    {
      schema: {
        tags,
        summary: 'Caption a photo or make it the main one',
        description:
          "Changes the caption, or with `is_primary: true` makes this photo the listing's main one (shown on " +
          'cards). A main photo is changed by choosing another, not by unmarking it. Answers the whole listing.',
        security: requiresSession,
        params: imageParams,
        body: imageUpdateBody,
        response: { 200: propertySchema, ...ownListingErrors },
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
      return presentProperty(app.db, property, request.user);
    },
  );

  r.delete(
    '/properties/:id/images/:imageId',
    {
      schema: {
        tags,
        summary: 'Take a photo off your listing',
        description:
          'Removes the photo from the listing; its files are deleted once nothing else uses them. If it was the ' +
          'main photo, the next one becomes main. Answers the whole listing.',
        security: requiresSession,
        params: imageParams,
        response: { 200: propertySchema, ...ownListingErrors },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { id, imageId } = request.params;
      const property = await removePropertyPhoto({
        db: app.db,
        storage: app.storage,
        actor: currentUser(request),
        propertyId: id,
        imageId,
      });
      return presentProperty(app.db, property, request.user);
    },
  );
}
