import { createAppConfig } from 'build-config';

export default createAppConfig({
  dir: import.meta.dirname,
  exposes: {
    './Reports': './src/exposed/Reports.tsx',
    './Configurations': './src/exposed/Configurations.tsx',
  },
});
