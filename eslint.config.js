// ESLint: TypeScript, React hooks, and the architecture boundaries of docs/ARCHITECTURE.md
// (remotes never import each other; shared packages never import apps; no deep imports).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { APPS as APP_LIST } from './build/apps.mjs';
import { DOORS } from './build/mf-shared.mjs';

const APPS = APP_LIST.map((app) => app.dir);

/**
 * Packages shared through a door (`DOORS` of build/mf-shared.mjs, issue 12): app code imports
 * them through the door. Unit tests run outside federation and may use them directly.
 */
const DOOR_PATTERNS = Object.entries(DOORS).map(([name, door]) => ({
  group: [name, `${name}/*`],
  message: `import ${name} through '${door}' (issue 12).`,
}));

/** Shared packages never depend on an app or the server. */
const NOT_APPS = [
  {
    group: [...APPS, ...APPS.map((app) => `**/${app}/**`), 'server', '**/server/**'],
    message: 'shared packages must not depend on apps or the server.',
  },
];

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** Forbids importing any app package other than `self`, by name or by relative path, and the doored packages. */
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
    {
      files: [`${self}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: restrict([...otherApps, ...DOOR_PATTERNS]),
    },
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
    rules: restrict(NOT_APPS),
  },
  {
    // shared-ui's modules may be provided by a remote (shared-ui/forms): through the door, they
    // still read the shell's router
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    ignores: ['shared-ui/src/router.ts', 'shared-ui/src/testing.tsx', '**/*.test.{ts,tsx}'],
    rules: restrict([...NOT_APPS, ...DOOR_PATTERNS]),
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
