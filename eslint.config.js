// ESLint: TypeScript, React hooks, and the architecture boundaries of DESIGN.md
// (remotes never import each other; shared packages never import apps; no deep imports).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { APPS as APP_LIST } from './build/apps.mjs';

const APPS = APP_LIST.map((app) => app.dir);

/**
 * One router and one Redux Toolkit on the page (issue 12): app code routes through
 * 'shared-ui/router' and takes RTK from 'shared-api', never from the packages themselves, so the
 * page loads only the parts in use. Unit tests run outside federation and may use them directly.
 */
const DOORS = [
  { group: ['react-router', 'react-router-dom'], message: "import routing from 'shared-ui/router' (issue 12)." },
  { group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*'], message: "import Redux Toolkit from 'shared-api' (issue 12)." },
];

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** Forbids importing any app package other than `self`, by name or by relative path, and the DOORS. */
const boundaries = (self) => {
  const otherApps = APPS.filter((app) => app !== self).flatMap((app) => [
    {
      group: [app, `${app}/*`],
      message: `${self} must not import ${app}: apps meet only through shared-api, shared-ui and URLs.`,
    },
    { group: [`**/${app}/**`, `**/${app}`], message: `${self} must not import ${app}.` },
  ]);
  return [
    { files: [`${self}/**/*.{ts,tsx}`], rules: restrict(otherApps) },
    { files: [`${self}/**/*.{ts,tsx}`], ignores: ['**/*.test.{ts,tsx}'], rules: restrict([...otherApps, ...DOORS]) },
  ];
};

export default tseslint.config(
  { ignores: ['**/dist/**', 'releases/**', '**/node_modules/**', 'e2e/test-results/**', 'e2e/.data/**', 'data/**'] },
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
  ...APPS.flatMap(boundaries),
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
