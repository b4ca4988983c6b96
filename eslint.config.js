import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Web zones: a feature (apps/web/src/features/<name>/) imports no other feature; the routes under app/ compose them,
// and what two features share lives in components/ or lib/, which import no feature at all. The web imports with
// the `@/` alias or relative paths; both are caught. docs/architecture.md draws the directions.
const WEB = 'apps/web/src';
const webFeatures = readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureMessage =
  'A web feature imports no other feature: compose them in app/, share through components/ or lib/.';
const webZones = [
  ...webFeatures.map((feature) => ({
    files: [`${WEB}/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^@/features/(?!${feature}/)`, message: featureMessage },
            // A feature's folder is flat: one `../` leaves it for a sibling feature, `../../features/` reaches one.
            { regex: '^\\.\\./(?!\\.\\./)', message: featureMessage },
            { regex: `^(\\.\\./)+features/(?!${feature}/)`, message: featureMessage },
            { regex: '^@/app/', message: 'Routes compose features, not the other way round.' },
          ],
        },
      ],
    },
  })),
  {
    files: [`${WEB}/components/**/*.{ts,tsx}`, `${WEB}/lib/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)(features|app)/',
              message: 'components/ and lib/ are shared by features: they import no feature or route.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/data/**',
      '**/dist/**',
      '**/migrations/**',
      '**/.next/**',
      '**/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // web zones
  ...webZones,
  prettier,
);
