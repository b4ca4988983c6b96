import { countSchema, propertySummarySchema, searchFilters, searchQuery } from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countSearchResults, searchProperties } from './search-properties';

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

  // Search answers are the same for every visitor: a shared cache in front of the api (a CDN, the reverse proxy) may
  // keep them as long as the api itself reuses a count; browsers ask again each time.
  const seconds = app.config.searchCountCacheSeconds;
  const cacheControl = seconds > 0 ? `public, max-age=0, s-maxage=${seconds}` : 'no-store';

  // GET /api/properties/search - one page of active listings matching the filters, sorted
  r.get(
    '/properties/search',
    { schema: { tags, querystring: searchQuery, response: { 200: z.array(propertySummarySchema) } } },
    async (request, reply) => {
      reply.header('cache-control', cacheControl);
      const {
        skip: _skip,
        limit: _limit,
        sort_by: _sortBy,
        sort_order: _sortOrder,
        ...filters
      } = request.query;
      const known = await counts.get(JSON.stringify(filters));
      // A count the client just asked for tells whether few listings match ("10,000+" is never few).
      return app.readDb(request, (db) =>
        searchProperties({ db, query: request.query, knownCount: known?.total_count }),
      );
    },
  );

  // GET /api/properties/search/count - how many listings match the same filters
  r.get(
    '/properties/search/count',
    // Paging and sort keys are accepted and ignored, so a client can send one query string to both calls.
    { schema: { tags, querystring: searchFilters, response: { 200: countSchema } } },
    async (request, reply) => {
      reply.header('cache-control', cacheControl);
      const key = JSON.stringify(request.query);
      const cached = await counts.get(key);
      app.metrics.cacheLookup('search_count', cached !== undefined);
      if (cached) return cached;
      const count = await app.readDb(request, (db) => countSearchResults({ db, filters: request.query }));
      await counts.set(key, count);
      return count;
    },
  );
}
