// Unit and component tests of the front-end packages (jsdom, @swc/jest). One project per package.
import { APPS } from './build/apps.mjs';

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];

const project = (dir) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  // jsdom plus Node's fetch globals (Request, Response), which data routers and RTK Query need
  testEnvironment: dir === 'shared-api' ? 'node' : 'jest-fixed-jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.m?js$': swc },
  // react-intl and its formatjs dependencies ship ES modules only
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(react-intl|@formatjs|intl-messageformat))'],
  moduleNameMapper: { '\\.css$': '<rootDir>/../build/jest/style-stub.cjs' },
  setupFiles: ['<rootDir>/../build/jest/setup.cjs'],
  setupFilesAfterEnv: dir === 'shared-api' ? [] : ['<rootDir>/../build/jest/dom-setup.cjs'],
});

export default {
  rootDir: import.meta.dirname,
  // a test's time is not what it checks: beside the browser and server suites a test that renders
  // a whole form can take more than Jest's 5 s
  testTimeout: 30_000,
  projects: ['shared-api', 'shared-ui', ...APPS.map((app) => app.dir)].map(project),
};
