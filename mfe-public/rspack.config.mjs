import { createAppConfig } from 'build-config';

export default createAppConfig({
  name: 'mfe_public',
  dir: import.meta.dirname,
  port: 3001,
  exposes: {
    './Landing': './src/exposed/Landing.tsx',
    './Login': './src/exposed/Login.tsx',
    './ResetPassword': './src/exposed/ResetPassword.tsx',
    './Policies': './src/exposed/Policies.tsx',
  },
});
