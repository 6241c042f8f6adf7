import { createAppConfig } from 'build-config';

export default createAppConfig({
  dir: import.meta.dirname,
  exposes: {
    './Users': './src/exposed/Users.tsx',
    './Places': './src/exposed/Places.tsx',
    './Inquiries': './src/exposed/Inquiries.tsx',
    './Profile': './src/exposed/Profile.tsx',
    './Audit': './src/exposed/Audit.tsx',
    './Team': './src/exposed/Team.tsx',
  },
});
