import {
  acceptInvitationBody,
  apiKeyCreateBody,
  apiKeyCreatedSchema,
  apiKeyListSchema,
  idSchema,
  invitationBody,
  invitationSchema,
  messageSchema,
  moderationOrganisationsQuery,
  myOrganisationSchema,
  organisationDirectoryQuery,
  organisationDirectorySchema,
  organisationInput,
  organisationListingsSchema,
  organisationReviewListSchema,
  organisationSchema,
  organisationUpdate,
  verificationBody,
} from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, requiresSession } from '../../lib/openapi';
import { currentUser } from '../../plugins/auth';
import { acceptInvitation } from './accept-invitation';
import { createApiKey } from './create-api-key';
import { createOrganisation } from './create-organisation';
import { getMyOrganisation } from './get-my-organisation';
import { getOrganisation } from './get-organisation';
import { inviteAgent } from './invite-agent';
import { listApiKeys } from './list-api-keys';
import { listOrganisationListings } from './list-organisation-listings';
import { listOrganisations } from './list-organisations';
import { listOrganisationsForReview } from './list-organisations-for-review';
import { removeMember } from './remove-member';
import { revokeApiKey } from './revoke-api-key';
import { updateOrganisation } from './update-organisation';
import { verifyOrganisation } from './verify-organisation';

const tags = ['organisations'];
const ownerOnly: [403, string] = [403, "A member agent: only the organisation's owner may do this"];
const noOrganisation: [404, string] = [404, 'The caller belongs to no organisation'];

export async function organisationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.requireUser };

  r.post(
    '/organisations',
    {
      schema: {
        tags,
        summary: 'Create an agency or a developer',
        description:
          'The caller becomes the owner of a new organisation (an account belongs to at most one). Its page is ' +
          '`/agencies/{slug}` or `/developers/{slug}`; the slug is made from the name unless given. Listings the ' +
          'members post from then on are posted under it.',
        security: requiresSession,
        body: organisationInput,
        response: {
          201: organisationSchema,
          ...errorResponses(
            401,
            [409, 'The caller already belongs to an organisation, or the slug is taken'],
            422,
          ),
        },
      },
      ...signedIn,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createOrganisation({ db: app.db, actor: currentUser(request), input: request.body })),
  );

  r.get(
    '/organisations/mine',
    {
      schema: {
        tags,
        summary: "The caller's organisation",
        description:
          'The page as the public sees it, the caller\u2019s role, and for the owner the pending invitations.',
        security: requiresSession,
        response: { 200: myOrganisationSchema, ...errorResponses(401, noOrganisation) },
      },
      ...signedIn,
    },
    async (request) => getMyOrganisation({ db: app.db, actor: currentUser(request) }),
  );

  r.patch(
    '/organisations/mine',
    {
      schema: {
        tags,
        summary: "Edit the organisation's page",
        description:
          'The owner changes the names, slug, logo, descriptions, phone or address; only what is sent. The logo is ' +
          'an upload of the owner (`POST /api/upload/images`), named by its /media/ URL; it replaces the old one.',
        security: requiresSession,
        body: organisationUpdate,
        response: {
          200: organisationSchema,
          ...errorResponses(401, ownerOnly, noOrganisation, [409, 'The slug is taken'], 422),
        },
      },
      ...signedIn,
    },
    async (request) =>
      updateOrganisation({
        db: app.db,
        storage: app.storage,
        actor: currentUser(request),
        input: request.body,
      }),
  );

  r.get(
    '/organisations',
    {
      schema: {
        tags,
        summary: 'The directory of agencies or developers',
        description:
          'Companies of one kind with an active listing or a verified badge: verified first, then by name in `lang` ' +
          '(its name, the Georgian one where it has none); `query` finds a name in any language.',
        querystring: organisationDirectoryQuery,
        response: { 200: organisationDirectorySchema, ...errorResponses(422) },
      },
    },
    async (request) => app.readDb(request, (db) => listOrganisations({ db, ...request.query })),
  );

  r.get(
    '/organisations/:slug',
    {
      schema: {
        tags,
        summary: "An organisation's public page",
        description:
          'Names and descriptions in three languages, logo, phone, address, the verified badge, the members with ' +
          'their active listings, and the count. Its listings: `GET /api/properties/search?organisation={id}` ' +
          'with any of the search\u2019s filters.',
        params: z.object({ slug: z.string().min(1).max(60) }),
        response: {
          200: organisationSchema,
          ...errorResponses([404, 'No organisation at this address'], 422),
        },
      },
    },
    async (request) => app.readDb(request, (db) => getOrganisation({ db, slug: request.params.slug })),
  );

  r.post(
    '/organisations/mine/invitations',
    {
      schema: {
        tags,
        summary: 'Invite an agent by e-mail',
        description:
          'The owner sends a link valid 14 days; the invited person signs in with that address and accepts. ' +
          'Inviting the address again replaces the pending invitation.',
        security: requiresSession,
        body: invitationBody,
        response: {
          201: invitationSchema,
          ...errorResponses(401, ownerOnly, noOrganisation, [409, 'Already a member'], 422),
        },
      },
      ...signedIn,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await inviteAgent({ deps: app.deps, actor: currentUser(request), email: request.body.email })),
  );

  r.post(
    '/organisations/invitations/accept',
    {
      schema: {
        tags,
        summary: 'Accept an invitation',
        description:
          'The signed-in invited person joins the organisation as an agent with the token of the link.',
        security: requiresSession,
        body: acceptInvitationBody,
        response: {
          200: myOrganisationSchema,
          ...errorResponses(
            401,
            [403, 'The invitation is for another e-mail address'],
            [404, 'The invitation is used, expired or unknown'],
            [409, 'The caller already belongs to an organisation'],
            422,
          ),
        },
      },
      ...signedIn,
    },
    async (request) =>
      acceptInvitation({ db: app.db, actor: currentUser(request), token: request.body.token }),
  );

  r.delete(
    '/organisations/mine/members/:userId',
    {
      schema: {
        tags,
        summary: 'Remove an agent',
        description:
          'The owner removes a member agent. The agent\u2019s listings under the organisation pass to the owner: ' +
          'the removed agent can no longer change them or see the organisation\u2019s dashboard.',
        security: requiresSession,
        params: z.object({ userId: idSchema('User id') }),
        response: {
          200: messageSchema,
          ...errorResponses(
            401,
            ownerOnly,
            [404, 'No such member'],
            [409, 'The owner cannot be removed'],
            422,
          ),
        },
      },
      ...signedIn,
    },
    async (request) => {
      await removeMember({ db: app.db, actor: currentUser(request), userId: request.params.userId });
      return { message: 'Member removed' };
    },
  );

  r.get(
    '/organisations/mine/listings',
    {
      schema: {
        tags,
        summary: "The organisation's listings and views",
        description:
          'Every listing posted under the organisation (any status), newest first, with views and poster.',
        security: requiresSession,
        querystring: z.object({
          skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
          limit: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: { 200: organisationListingsSchema, ...errorResponses(401, noOrganisation, 422) },
      },
      ...signedIn,
    },
    async (request) =>
      listOrganisationListings({ db: app.db, actor: currentUser(request), ...request.query }),
  );

  r.get(
    '/organisations/mine/api-keys',
    {
      schema: {
        tags,
        summary: 'Partner feed keys',
        description:
          'The organisation\u2019s keys for `POST /api/feeds/listings`: names and prefixes, never the keys.',
        security: requiresSession,
        response: { 200: apiKeyListSchema, ...errorResponses(401, ownerOnly, noOrganisation) },
      },
      ...signedIn,
    },
    async (request) => listApiKeys({ db: app.db, actor: currentUser(request) }),
  );

  r.post(
    '/organisations/mine/api-keys',
    {
      schema: {
        tags,
        summary: 'Create a partner feed key',
        description:
          'The key is in this answer only (we keep its SHA-256); it acts for this organisation alone.',
        security: requiresSession,
        body: apiKeyCreateBody,
        response: { 201: apiKeyCreatedSchema, ...errorResponses(401, ownerOnly, noOrganisation, 422) },
      },
      ...signedIn,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createApiKey({ db: app.db, actor: currentUser(request), name: request.body.name })),
  );

  r.delete(
    '/organisations/mine/api-keys/:id',
    {
      schema: {
        tags,
        summary: 'Revoke a partner feed key',
        description: 'The feed refuses the key from now on.',
        security: requiresSession,
        params: z.object({ id: idSchema('Key id') }),
        response: {
          200: messageSchema,
          ...errorResponses(401, ownerOnly, [404, 'No such active key of this organisation'], 422),
        },
      },
      ...signedIn,
    },
    async (request) => {
      await revokeApiKey({ db: app.db, actor: currentUser(request), id: request.params.id });
      return { message: 'Key revoked' };
    },
  );

  r.get(
    '/moderation/organisations',
    {
      schema: {
        tags,
        summary: 'Companies to verify (moderators)',
        description:
          'Agencies and developers, those not yet verified first, newest first; `verified` keeps one kind, ' +
          '`query` finds a name (any language) or page address.',
        security: requiresSession,
        querystring: moderationOrganisationsQuery,
        response: {
          200: organisationReviewListSchema,
          ...errorResponses(401, [403, 'Not a moderator'], 422),
        },
      },
      preHandler: app.requireModerator,
    },
    async (request) => listOrganisationsForReview({ db: app.db, ...request.query }),
  );

  r.put(
    '/moderation/organisations/:id/verification',
    {
      schema: {
        tags,
        summary: 'Verify an organisation (moderators)',
        description:
          'A moderator marks the organisation verified once its documents were checked outside the site, or takes ' +
          'the mark off. Verified organisations carry a badge and are the `verified_poster` search filter.',
        security: requiresSession,
        params: z.object({ id: idSchema('Organisation id') }),
        body: verificationBody,
        response: {
          200: organisationSchema,
          ...errorResponses(401, [403, 'Not a moderator'], [404, 'No such organisation'], 422),
        },
      },
      preHandler: app.requireModerator,
    },
    async (request) =>
      verifyOrganisation({ db: app.db, id: request.params.id, verified: request.body.verified }),
  );
}
