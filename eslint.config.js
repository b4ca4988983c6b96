import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Api zones (docs/architecture.md): contracts < db < lib < plugins < the listing kernel (modules/listings) < the other
// modules < the composition root (app.ts, server.ts, config.ts, deps.ts, open-configured-database.ts, cli/). A module
// imports the kernel and the layers below it, its own files, and only the downward edges named here. Tools
// (apps/api/tools: demo data, the duplicate evaluation) import the server's code; the server never imports them.
const API = 'apps/api/src';
const apiModules = readdirSync(new URL(`./${API}/modules`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The few edges from one module to another that are not the kernel: what the module uses, and why. */
const MODULE_EDGES = {
  // A listing's write regroups it with its duplicates, stores or removes its photos, and in its transaction records
  // its price and queues its alerts (alerts) and keeps it confirmed (freshness).
  properties: ['duplicates', 'media', 'alerts', 'freshness'],
  // Photos are compared by the fingerprints media computes at upload.
  duplicates: ['media'],
  // A saved search is a search: its filters are the search's, compiled by the search's own filter.
  'saved-searches': ['search'],
  // Matching finds saved searches by their index and confirms each with the search's filter; alert work is queued.
  alerts: ['saved-searches', 'search', 'jobs'],
  // Freshness regroups an expired listing's property, queues its mails and records a confirmed listing's write.
  freshness: ['duplicates', 'jobs', 'alerts'],
  // A push is an alert: its text and listing are the alert mail's.
  push: ['alerts'],
  // Three "no longer available" reports ask the poster to confirm at once.
  reports: ['freshness'],
  // A project shows uploaded photos (gallery, progress, floor plans) and removes those it no longer shows.
  projects: ['media'],
  // A company's logo is an upload it claims; the one it replaces is removed when nothing else shows it.
  organisations: ['media'],
  // A feed item is a listing written by the listing form's own create and update use cases (duplicate check,
  // alerts, freshness), and its photos go through the photo pipeline as uploads.
  feeds: ['properties', 'media'],
};
const KERNEL = 'listings';
const ROOT_FILES = '(app|server|config|deps|open-configured-database|cli)';
// Modules read their settings through deps.ts (the configuration's type); the kernel needs none.
const ROOT_FILES_BUT_SETTINGS = '(app|server|open-configured-database|cli)';
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const TOOLS = { regex: '^(\\.\\./)+tools/', message: 'The server never imports the tools.' };
const apiZones = [
  ...apiModules.map((module) => {
    const allowed = module === KERNEL ? [] : [KERNEL, ...(MODULE_EDGES[module] ?? [])];
    const siblings = allowed.length ? `(?!(${allowed.join('|')})/)` : '';
    return {
      files: [`${API}/modules/${module}/**/*.ts`],
      // Tests may set up data through other modules' use cases.
      ignores: ['**/*.test.ts'],
      rules: restrict(
        {
          regex: `^\\.\\./${siblings}[\\w-]+/`,
          message:
            module === KERNEL
              ? 'The listing kernel imports no other module.'
              : `modules/${module} imports the listing kernel, lib, db, plugins and contracts${allowed.length > 1 ? `, and ${allowed.slice(1).join(', ')}` : ''}: not another module's files.`,
        },
        {
          regex: `^\\.\\./\\.\\./${module === KERNEL ? ROOT_FILES : ROOT_FILES_BUT_SETTINGS}\\b`,
          message: 'Modules do not import the composition root.',
        },
        TOOLS,
      ),
    };
  }),
  // One entry per folder: a later entry's no-restricted-imports would replace an earlier one's, not add to it.
  ...Object.entries({ db: '(lib|plugins)', lib: '(plugins)', plugins: null }).map(([layer, above]) => ({
    files: [`${API}/${layer}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: restrict(
      {
        regex: `^\\.\\./(modules|${ROOT_FILES})\\b`,
        message: 'lib, db and plugins sit below the modules and take their settings from app.ts, not config.',
      },
      ...(above ? [{ regex: `^\\.\\./${above}/`, message: `${layer} sits below ${above}.` }] : []),
      TOOLS,
    ),
  })),
  {
    files: [`${API}/*.ts`, `${API}/cli/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: restrict(TOOLS),
  },
];

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
  // api zones
  ...apiZones,
  // web zones
  ...webZones,
  prettier,
);
