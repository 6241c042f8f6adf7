import { createAppConfig } from 'build-config';

export default createAppConfig({
  dir: import.meta.dirname,
  exposes: {
    './Templates': './src/exposed/Templates.tsx',
    './Homes': './src/exposed/Homes.tsx',
    './Extras': './src/exposed/Extras.tsx',
    './Floors': './src/exposed/Floors.tsx',
    './Rooms': './src/exposed/Rooms.tsx',
    './Entities': './src/exposed/Entities.tsx',
  },
});
