import { feedBody, feedResultSchema, FEED_MAX_ITEMS } from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/openapi';
import { authenticatePartner } from './authenticate-partner';
import { importFeed } from './import-feed';
import { parseXmlFeed } from './parse-xml-feed';

/** A 10,000-listing feed with its texts fits; the photos come as URLs, not in the body. */
const FEED_BODY_LIMIT = 64 * 1024 * 1024;

export async function feedRoutes(app: FastifyInstance) {
  // XML is this route's alone: the text is kept and parsed by the route (the rest of the api answers 415).
  app.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'string', bodyLimit: FEED_BODY_LIMIT },
    (_request, body, done) => done(null, { xml: body.toString() }),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/feeds/listings',
    {
      bodyLimit: FEED_BODY_LIMIT,
      schema: {
        tags: ['feeds'],
        summary: "Import an organisation's listings (partner feed)",
        description:
          'Authenticated by the organisation\u2019s partner API key in `X-Api-Key` (made and revoked in the ' +
          'dashboard). The body is JSON (`{mode, items}`, each item the listing form\u2019s fields plus `reference` ' +
          'and `photos` URLs) or XML (`application/xml`, docs/partner-feed.xsd). Each item is upserted by its ' +
          '`reference`; the same feed twice changes nothing; with `mode: full` the organisation\u2019s imported ' +
          'listings missing from the feed become inactive. A bad item is reported in `failed` (reference, field, ' +
          `message) and the rest are imported. Photos are fetched from public addresses only (10 MB, images, 15 s ` +
          `each) and go through the photo pipeline; items pass the duplicate check. At most ${FEED_MAX_ITEMS} items.`,
        security: [{ partnerKey: [] }],
        headers: z.object({ 'x-api-key': z.string().max(200).optional() }),
        body: z.union([feedBody, z.object({ xml: z.string() })]),
        response: {
          200: feedResultSchema,
          ...errorResponses(
            [401, 'No key, or an unknown or revoked key'],
            [413, 'The body is over 64 MB'],
            [
              422,
              'Not a feed: no mode, items not a list, more than 10,000 items, or XML that is not well-formed',
            ],
          ),
        },
      },
    },
    async (request) => {
      const partner = await authenticatePartner(app.db, request.headers['x-api-key']);
      const body = 'xml' in request.body ? parseXmlFeed(request.body.xml) : request.body;
      const feed = feedBody.safeParse(body);
      if (!feed.success) {
        const issue = feed.error.issues[0]!;
        throw AppError.validation(['body', ...issue.path.map(String)], issue.message);
      }
      return importFeed({
        db: app.db,
        storage: app.storage,
        partner,
        mode: feed.data.mode,
        items: feed.data.items,
        rateUsdGel: app.config.exchangeRateUsdGel,
        allowLoopbackPhotos: app.config.feedPhotosAllowLoopback,
      });
    },
  );
}
