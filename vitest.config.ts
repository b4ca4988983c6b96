import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const api = 'apps/api/{src,tools}/**/*.test.ts';

// The api suite runs on embedded PGlite, and again on a real PostgreSQL when TEST_DATABASE_URL is set, and a third time
// on PostgreSQL with a read replica (TEST_DATABASE_READ_URL) and Redis (TEST_REDIS_URL) when those are set.
export default defineConfig({
  // The web's own import alias (apps/web/tsconfig.json), so its unit tests import modules as the app does.
  resolve: {
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }],
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: [
            'packages/*/src/**/*.test.ts',
            api,
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/*.test.ts',
          ],
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true,
              test: {
                name: 'postgres',
                include: [api],
                env: { TEST_DB: 'postgres' },
                globalSetup: ['apps/api/src/test/postgres-global-setup.ts'],
              },
            },
          ]
        : []),
      // The third run (.ci/run): PostgreSQL with a streaming replica for reads, and Redis for shared state.
      ...(process.env.TEST_DATABASE_URL && process.env.TEST_DATABASE_READ_URL
        ? [
            {
              extends: true,
              test: {
                name: 'replica',
                include: [api],
                env: { TEST_DB: 'postgres', TEST_REPLICA: '1' },
                globalSetup: ['apps/api/src/test/postgres-global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
