import { createAppConfig } from 'build-config';

export default createAppConfig({
  dir: import.meta.dirname,
  exposes: {
    './Landing': './src/exposed/Landing.tsx',
    './Login': './src/exposed/Login.tsx',
    './ResetPassword': './src/exposed/ResetPassword.tsx',
    './Policies': './src/exposed/Policies.tsx',
    './SignOff': './src/exposed/SignOff.tsx',
    './Invitation': './src/exposed/Invitation.tsx',
  },
});
