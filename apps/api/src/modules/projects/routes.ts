import {
  idSchema,
  messageSchema,
  myProjectsResponse,
  projectCreateBody,
  projectPhotosBody,
  projectSchema,
  projectSearchQuery,
  projectSearchResponse,
  projectUpdateBody,
  unitTypeCreateBody,
  unitTypeUpdateBody,
} from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, requiresSession } from '../../lib/openapi';
import { currentUser } from '../../plugins/auth';
import { addProjectPhotos } from './add-project-photos';
import { addUnitType } from './add-unit-type';
import { createProject } from './create-project';
import { deleteProject } from './delete-project';
import { getProject } from './get-project';
import { listMyProjects } from './list-my-projects';
import { removeProjectPhoto } from './remove-project-photo';
import { removeUnitType } from './remove-unit-type';
import { searchProjects } from './search-projects';
import { updateProject } from './update-project';
import { updateUnitType } from './update-unit-type';

const tags = ['projects'];
const params = z.object({ id: idSchema('Project id') });

/** New-building projects: the public search and page, and a developer's own projects, unit types and photos. */
export async function projectRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.requireUser };
  const rate = app.config.exchangeRateUsdGel;
  const ownProjectErrors = errorResponses(
    401,
    [403, "Not a member of the project's developer organisation"],
    [404, 'No project with this id'],
    422,
  );

  r.get(
    '/projects',
    {
      schema: {
        tags,
        summary: 'Search new-building projects',
        description:
          'Projects by district or neighbourhood, delivery year, status and price per m² (a project matches when ' +
          'one of its unit types is priced in the range), soonest delivered first, a page at a time. Each carries ' +
          'its pin for the map, its main photo and its lowest prices.',
        querystring: projectSearchQuery,
        response: { 200: projectSearchResponse, ...errorResponses(422) },
      },
    },
    async (request) => searchProjects({ db: app.db, query: request.query }),
  );

  r.get(
    '/projects/mine',
    {
      schema: {
        tags,
        summary: "Your organisation's projects",
        description:
          "The projects of the signed-in user's developer organisation, newest first: to edit them, or to link a " +
          'listing to one (`project_id` of a listing). Empty, with `organisation_id` null, for anyone else.',
        security: requiresSession,
        response: { 200: myProjectsResponse, ...errorResponses(401) },
      },
      ...signedIn,
    },
    async (request) => listMyProjects({ db: app.db, actor: currentUser(request) }),
  );

  r.get(
    '/projects/:id',
    {
      schema: {
        tags,
        summary: 'A project',
        description:
          'Everything its page shows: the developer, the gallery, construction-progress photos (newest day first), ' +
          'the unit types with their floor plans, prices and availability, and how many listings are in it.',
        params,
        response: { 200: projectSchema, ...errorResponses([404, 'No project with this id'], 422) },
      },
    },
    async (request) => getProject({ db: app.db, projectId: request.params.id }),
  );

  r.post(
    '/projects',
    {
      schema: {
        tags,
        summary: 'Create a project',
        description:
          "A new project of the signed-in user's developer organisation: names in three languages (Georgian " +
          'required), address and pin, district and neighbourhood, delivery date, status, frame stage, floors, ' +
          'buildings and amenities. Unit types and photos are added after. Answers the project.',
        security: requiresSession,
        body: projectCreateBody,
        response: {
          201: projectSchema,
          ...errorResponses(401, [403, 'Not a member of a developer organisation'], 422),
        },
      },
      ...signedIn,
    },
    async (request, reply) => {
      const project = await createProject({ db: app.db, actor: currentUser(request), input: request.body });
      return reply.status(201).send(project);
    },
  );

  r.patch(
    '/projects/:id',
    {
      schema: {
        tags,
        summary: 'Change a project',
        description:
          'Changes the fields given; the neighbourhood must be in the district. Answers the project.',
        security: requiresSession,
        params,
        body: projectUpdateBody,
        response: { 200: projectSchema, ...ownProjectErrors },
      },
      ...signedIn,
    },
    async (request) =>
      updateProject({
        db: app.db,
        actor: currentUser(request),
        projectId: request.params.id,
        input: request.body,
      }),
  );

  r.delete(
    '/projects/:id',
    {
      schema: {
        tags,
        summary: 'Delete a project',
        description:
          'Deletes the project with its unit types and photos. Listings in it stay, no longer linked to a project.',
        security: requiresSession,
        params,
        response: { 200: messageSchema, ...ownProjectErrors },
      },
      ...signedIn,
    },
    async (request) => {
      await deleteProject({
        db: app.db,
        storage: app.storage,
        actor: currentUser(request),
        projectId: request.params.id,
      });
      return { message: 'Project deleted' };
    },
  );

  r.post(
    '/projects/:id/unit-types',
    {
      schema: {
        tags,
        summary: 'Add a unit type',
        description:
          'A kind of flat the project sells: rooms (0 for a studio), area range, price per m² and price from (in ' +
          '`currency`; stored in GEL and USD too), available and total units, and a floor plan: an upload of ' +
          'POST /api/upload/images by its url. Answers the project.',
        security: requiresSession,
        params,
        body: unitTypeCreateBody,
        response: { 201: projectSchema, ...ownProjectErrors },
      },
      ...signedIn,
    },
    async (request, reply) => {
      const project = await addUnitType({
        db: app.db,
        actor: currentUser(request),
        projectId: request.params.id,
        input: request.body,
        rateUsdGel: rate,
      });
      return reply.status(201).send(project);
    },
  );

  const unitTypeParams = z.object({ id: idSchema('Project id'), unitTypeId: idSchema('Unit type id') });
  const unitTypeErrors = errorResponses(
    401,
    [403, "Not a member of the project's developer organisation"],
    [404, 'No such project, or no such unit type in it'],
    422,
  );

  r.patch(
    '/projects/:id/unit-types/:unitTypeId',
    {
      schema: {
        tags,
        summary: 'Change a unit type',
        description:
          'Changes the fields given (availability as units sell, prices, the plan: a new upload, or null to take ' +
          'it off). Answers the project.',
        security: requiresSession,
        params: unitTypeParams,
        body: unitTypeUpdateBody,
        response: { 200: projectSchema, ...unitTypeErrors },
      },
      ...signedIn,
    },
    async (request) =>
      updateUnitType({
        db: app.db,
        storage: app.storage,
        actor: currentUser(request),
        projectId: request.params.id,
        unitTypeId: request.params.unitTypeId,
        input: request.body,
        rateUsdGel: rate,
      }),
  );

  r.delete(
    '/projects/:id/unit-types/:unitTypeId',
    {
      schema: {
        tags,
        summary: 'Remove a unit type',
        description: 'Takes the unit type and its floor plan off the project. Answers the project.',
        security: requiresSession,
        params: unitTypeParams,
        response: { 200: projectSchema, ...unitTypeErrors },
      },
      ...signedIn,
    },
    async (request) =>
      removeUnitType({
        db: app.db,
        storage: app.storage,
        actor: currentUser(request),
        projectId: request.params.id,
        unitTypeId: request.params.unitTypeId,
      }),
  );

  r.post(
    '/projects/:id/photos',
    {
      schema: {
        tags,
        summary: 'Add photos to a project',
        description:
          'Attaches uploads of POST /api/upload/images (by url) to the gallery, after the photos it has, or as ' +
          'construction progress of the day `taken_on`. Answers the project.',
        security: requiresSession,
        params,
        body: projectPhotosBody,
        response: { 201: projectSchema, ...ownProjectErrors },
      },
      ...signedIn,
    },
    async (request, reply) => {
      const project = await addProjectPhotos({
        db: app.db,
        actor: currentUser(request),
        projectId: request.params.id,
        kind: request.body.kind,
        takenOn: request.body.taken_on,
        images: request.body.images,
      });
      return reply.status(201).send(project);
    },
  );

  r.delete(
    '/projects/:id/photos/:photoId',
    {
      schema: {
        tags,
        summary: 'Take a photo off a project',
        description: 'Removes a gallery or progress photo; its files are deleted once nothing shows them.',
        security: requiresSession,
        params: z.object({ id: idSchema('Project id'), photoId: idSchema('Photo id') }),
        response: {
          200: projectSchema,
          ...errorResponses(
            401,
            [403, "Not a member of the project's developer organisation"],
            [404, 'No such project, or no such photo on it'],
            422,
          ),
        },
      },
      ...signedIn,
    },
    async (request) =>
      removeProjectPhoto({
        db: app.db,
        storage: app.storage,
        actor: currentUser(request),
        projectId: request.params.id,
        photoId: request.params.photoId,
      }),
  );
}
