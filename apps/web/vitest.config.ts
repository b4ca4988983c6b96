import { defineConfig } from 'vitest/config';

// Runs the web unit tests on their own (`npm test -w @tbilisi/web`); the root config runs them with the rest.
export default defineConfig({
  test: { include: ['src/**/*.test.{ts,tsx}'] },
});
