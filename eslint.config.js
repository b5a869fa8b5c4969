import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { layers } from './tools/eslint-layers.js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's features: each is a folder of src/features and imports no other. */
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default defineConfig([
  globalIgnores([
    '**/dist/**',
    '**/node_modules/**',
    'data/**',
    'apps/server/drizzle/**',
    'test-results/**',
    'playwright-report/**',
    'bench/results/**',
  ]),
  js.configs.recommended,
  tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-extraneous-class': 'off',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: globals.browser },
  },
  {
    // The web app flows one way, shared -> features -> app (bulletproof-react): no feature imports
    // another, shared imports no feature and nothing imports app/ but app/, main.tsx and the test
    // helpers (testing/booking-verticals.tsx gives page tests the app's vertical registry; no cycles:
    // app/import-cycles.test.ts).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { layers },
    rules: {
      'layers/no-restricted-paths': [
        'error',
        {
          zones: [
            ...WEB_FEATURES.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature imports no other feature: move what both need to shared/.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features are below app/: move what both need to shared/.',
            },
            {
              target: './apps/web/src/shared',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'shared/ is below the features and app/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/server/**/*.{ts,mjs}',
      'scripts/**',
      'bench/**',
      'e2e/**',
      '*.config.{ts,js}',
      'apps/*/*.config.ts',
      'apps/server/build.mjs',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // The web's first paint imports the contracts index: only src/schemas/ may use zod.
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['packages/contracts/src/schemas/**', 'packages/contracts/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: 'Schemas live in src/schemas/ so the web shell stays free of zod.' }] },
      ],
    },
  },
  {
    // The server's layers: platform/ is below every module and supplier, and a module reaches a
    // supplier through its port, never a vendor's internals (the composition root wires them).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/testing/**'],
    plugins: { layers },
    rules: {
      'layers/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/platform',
              from: [
                './apps/server/src/modules',
                './apps/server/src/suppliers',
                './apps/server/src/seed',
                './apps/server/src/app.ts',
                './apps/server/src/services.ts',
                './apps/server/src/jobs.ts',
              ],
              message: 'platform/ is below the modules and suppliers: take what it needs as a parameter.',
            },
            {
              target: './apps/server/src/modules',
              from: './apps/server/src/suppliers/*/sandbox/**',
              message: 'A module uses a supplier through its port; services.ts chooses the vendor.',
            },
            {
              target: './apps/server/src/modules/booking',
              from: [
                './apps/server/src/modules/flight',
                './apps/server/src/modules/hotel',
                './apps/server/src/modules/car',
                './apps/server/src/modules/activity',
                './apps/server/src/verticals.ts',
              ],
              message:
                'The booking core never imports a vertical: what it needs comes through the adapter (vertical.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Configuration is read once, in config.ts.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/testing/**', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
      ],
    },
  },
]);
