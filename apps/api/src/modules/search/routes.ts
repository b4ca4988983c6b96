import {
  SEARCH_COUNT_LIMIT,
  countSchema,
  propertySummarySchema,
  searchFilters,
  searchQuery,
  type SearchFilters,
} from '@tbilisi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi';
import { countFlights } from './count-flights';
import { countSearchResults, narrowsBelowDealTab, searchProperties } from './search-properties';

const tags = ['search'];

export async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Counting up to 10,000 matches is the costliest part of a search at a million listings, and the same few filter
  // sets (deal tabs, popular districts) come again and again: a count may be reused for a few seconds.
  // The cache is shared by every instance when Redis is set (lib/shared-state.ts); a lost Redis is a miss.
  const counts = app.shared.cache<Awaited<ReturnType<typeof countSearchResults>>>('search-count', {
    ttlMs: app.config.searchCountCacheSeconds * 1000,
    maxEntries: 10_000,
  });

  // The page and the count of one search, sent together by the web, compute their count once (count-flights.ts).
  const flights = countFlights<Awaited<ReturnType<typeof countSearchResults>>>({ joinMs: 1_000 });
  const countOf = async (request: FastifyRequest, filters: SearchFilters) => {
    const key = JSON.stringify(filters);
    const cached = await counts.get(key);
    app.metrics.cacheLookup('search_count', cached !== undefined);
    if (cached) return cached;
    const { result, joined } = flights.join(key, async () => {
      const count = await app.readDb(request, (db) => countSearchResults({ db, filters }));
      await counts.set(key, count);
      return count;
    });
    app.metrics.cacheLookup('search_count_shared', joined);
    return result;
  };

  // Search answers are the same for every visitor: a shared cache in front of the api (a CDN, the reverse proxy) may
  // keep them as long as the api itself reuses a count; browsers ask again each time.
  const seconds = app.config.searchCountCacheSeconds;
  const cacheControl = seconds > 0 ? `public, max-age=0, s-maxage=${seconds}` : 'no-store';

  r.get(
    '/properties/search',
    {
      schema: {
        tags,
        summary: 'Search listings',
        description:
          'One page of active listings matching every filter given, one per property, as summaries. `query` ' +
          'matches title, description and address in Georgian, Latin or Cyrillic script alike (`vake`, `ვაკე`, ' +
          '`Ваке`), and a listing id, phone or cadastral code exactly. Prices are GEL unless `currency=USD`. ' +
          'Empty values are ignored; lists are repeated keys. Sorted by `sort_by` (date, price, area, bedrooms) ' +
          'and `sort_order`, newest first by default. The answer may be cached by a shared cache for a few seconds.',
        querystring: searchQuery,
        response: {
          200: z.array(propertySummarySchema),
          ...errorResponses([
            422,
            'A filter is invalid, e.g. an unknown location slug or a minimum above its maximum',
          ]),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cacheControl);
      const {
        skip: _skip,
        limit: _limit,
        sort_by: _sortBy,
        sort_order: _sortOrder,
        ...filters
      } = request.query;
      // The count tells the page whether few listings match ("10,000+" is never few); a deal tab alone needs none.
      const count = narrowsBelowDealTab(filters) ? await countOf(request, filters) : undefined;
      return app.readDb(request, (db) =>
        searchProperties({ db, query: request.query, knownCount: count?.total_count }),
      );
    },
  );

  r.get(
    '/properties/search/count',
    {
      schema: {
        tags,
        summary: 'Count search results',
        description:
          'How many listings the same filters match. Paging and sort keys are accepted and ignored, so a client ' +
          'can send one query string to both calls (and may send them in parallel). Counting stops at ' +
          `${SEARCH_COUNT_LIMIT.toLocaleString('en')}: past it \`total_count\` is that number and \`is_exact\` false.`,
        querystring: searchFilters,
        response: { 200: countSchema, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cacheControl);
      return countOf(request, request.query);
    },
  );
}
