import { createAppConfig } from 'build-config';

export default createAppConfig({
  name: 'mfe_reports',
  dir: import.meta.dirname,
  port: 3002,
  exposes: {
    './Reports': './src/exposed/Reports.tsx',
    './Configurations': './src/exposed/Configurations.tsx',
  },
});
