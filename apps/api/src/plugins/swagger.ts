import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '@tbilisi/contracts';

const DESCRIPTION = `
Property listings for Tbilisi: homes for sale, for rent, in leasehold mortgage (გირავნობა) and for daily rent, with
prices in GEL and USD and texts in Georgian, English and Russian. The web app at the same origin is one client of this
api; any other client (a mobile app, a partner's feed) uses the same calls.

**Authentication.** \`POST /api/auth/login\` (or \`/register\`) answers an \`access_token\`: send it as
\`Authorization: Bearer <access_token>\`. The same call also sets the httpOnly \`${SESSION_COOKIE}\` cookie the web app
uses; a write authenticated by that cookie must come from an allowed origin. A session lasts one day, or 30 days with
\`rememberMe\`; \`POST /api/auth/logout\` ends it. Operations marked with a lock need a session and answer 401 without one.

**Errors.** Every 4xx and 5xx answer is \`{"detail": ..., "code": ...}\` (the \`Error\` schema): \`detail\` is a message
to show, or for 422 a list of \`{msg, loc}\`, one per bad field; \`code\` is stable (\`unauthenticated\`, \`forbidden\`,
\`not_found\`, \`conflict\`, \`payload_too_large\`, \`unsupported_media_type\`, \`validation_failed\`, \`rate_limited\`,
\`bad_request\` for a body that is not JSON, \`internal\`). A 500 says nothing internal; it names an id to find it in the log.

**Conventions.** Field names are snake_case. A trailing slash is optional. Lists are paged with \`skip\` and \`limit\`
(20 by default; a larger \`limit\` is capped at 500, not refused). Query values that are empty are ignored; a list is
repeated keys (\`locations=vake&locations=saburtalo\`) or one comma-separated value. Prices are stored as the owner
entered them and in both currencies (\`rent_amount\` in GEL, \`rent_amount_usd\`); \`square_feet\` holds square metres.
Photos are served under \`/media/\`, immutable and cacheable for a year.
`.trim();

const TAGS = [
  {
    name: 'auth',
    description:
      'Accounts and sessions: register, sign in and out, profile, password reset, e-mail confirmation.',
  },
  {
    name: 'properties',
    description:
      'Listings: read one or a page, post, edit and delete your own, add and order their photos, count views.',
  },
  {
    name: 'search',
    description:
      'Search active listings by deal, place, price, size, rooms, extras and free text in any of the three scripts; ' +
      'count the matches; map markers inside a box. One listing is shown per property.',
  },
  { name: 'favourites', description: 'Listings a signed-in user saved.' },
  {
    name: 'projects',
    description:
      'New-building projects of developers: the project, its unit types with plans and availability, its photos ' +
      'and construction progress; the /projects search.',
  },
  {
    name: 'media',
    description:
      'Photo uploads: checked by content, stripped of metadata and resized, then attached to a listing by the properties calls.',
  },
  {
    name: 'duplicates',
    description:
      'One property, one listing: what a listing would repeat before it is posted, the listings of one property, and the ' +
      'moderators\u2019 review of groups and near-duplicates.',
  },
  { name: 'reports', description: 'Report a listing to the moderators.' },
  {
    name: 'organisations',
    description:
      'Agencies and developers: a public page with its members and listings, invitations of agents, the ' +
      'dashboard’s listings and partner feed keys, and the moderators’ verification.',
  },
  {
    name: 'feeds',
    description:
      'Partner feed: an organisation sends its listings as JSON or XML with its API key; each is upserted by the ' +
      'partner’s reference (docs/partner-feed.md).',
  },
  { name: 'contact', description: 'Write to a listing\u2019s poster or to the team.' },
  { name: 'dashboard', description: 'Figures for the signed-in user\u2019s dashboard.' },
  {
    name: 'locations',
    description: 'The Tbilisi districts and neighbourhoods that listings and searches name by slug.',
  },
  {
    name: 'saved searches',
    description:
      'Searches a signed-in user saved by name (at most 20), to be told of new listings that match them: at once or ' +
      'in a daily digest, paused or resumed.',
  },
  {
    name: 'alerts',
    description:
      'What the user is told and how: the notifications list, price-drop and language settings, web push ' +
      'subscriptions, one-click unsubscribe from alert e-mails, a listing\u2019s price history, and posters ' +
      'confirming their listings are still available (a listing expires from search unless confirmed).',
  },
  {
    name: 'statistics',
    description:
      'Asking prices by month, district and neighbourhood, and estimates of a property\u2019s sale price and rent.',
  },
  { name: 'health', description: 'Whether the api is up, and whether an instance is ready to serve.' },
  {
    name: 'vitals',
    description:
      'Core Web Vitals the web app reports for a sample of page views, and their p75 for moderators.',
  },
];

const SUCCESS: Record<string, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted' };

type Generated = ReturnType<typeof jsonSchemaTransformObject>;
interface GeneratedOperation {
  responses?: Record<string, { description?: string }>;
}

/**
 * Names success answers ("OK", "Created") instead of the generator's "Default Response", and drops the input
 * copy of
 * the error body, which no request uses.
 */
function readable(document: Generated): Generated {
  const paths = (document as { paths?: Record<string, Record<string, GeneratedOperation>> }).paths ?? {};
  for (const operation of Object.values(paths).flatMap((methods) => Object.values(methods))) {
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      if (response.description === 'Default Response' && SUCCESS[status])
        response.description = SUCCESS[status];
    }
  }
  const schemas = (document as { components?: { schemas?: Record<string, unknown> } }).components?.schemas;
  if (schemas) delete schemas.ErrorInput;
  return document;
}

/** OpenAPI 3.1 generated from the route schemas, at /api/openapi.json, with a browsable UI at /api/docs. */
export const swaggerPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Sakhli marketplace API', description: DESCRIPTION, version: '1.0.0' },
      servers: [
        {
          url: '/',
          description: 'This origin: the api itself, or the web app, which passes /api/* on to it',
        },
      ],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The `access_token` of login or register' },
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The httpOnly cookie login sets for the web app',
          },
          partnerKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description: "An organisation's partner feed key (made once in the dashboard, stored hashed)",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => readable(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', defaultModelsExpandDepth: 0 },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
