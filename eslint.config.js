// ESLint: TypeScript, React hooks, and the architecture boundaries of DESIGN.md
// (remotes never import each other; shared packages never import apps; no deep imports).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { APPS as APP_LIST } from './build/apps.mjs';

const APPS = APP_LIST.map((app) => app.dir);

/** One router on the page: routing comes through shared-ui/router, never react-router itself. */
const ROUTER_DOOR = [
  { group: ['react-router', 'react-router-dom'], message: "import routing from 'shared-ui/router' (issue 12)." },
];

/** Forbids importing any app package other than `self`, by name or by relative path. */
const boundaries = (self) => ({
  files: [`${self}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: APPS.filter((app) => app !== self)
          .flatMap((app) => [
            {
              group: [app, `${app}/*`],
              message: `${self} must not import ${app}: apps meet only through shared-api, shared-ui and URLs.`,
            },
            { group: [`**/${app}/**`, `**/${app}`], message: `${self} must not import ${app}.` },
          ])
          .concat(ROUTER_DOOR),
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/test-results/**', 'e2e/.data/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...APPS.map(boundaries),
  {
    files: ['shared-ui/**/*.{ts,tsx}', 'shared-api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...APPS, ...APPS.map((app) => `**/${app}/**`), 'server', '**/server/**'],
              message: 'shared packages must not depend on apps or the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-api/src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@reduxjs/*'],
              message: 'the contract is framework-free: the server uses it too.',
            },
          ],
        },
      ],
    },
  },
);
