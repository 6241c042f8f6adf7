import { createAppConfig } from 'build-config';

export default createAppConfig({
  dir: import.meta.dirname,
  exposes: { './Wizard': './src/exposed/Wizard.tsx', './Inspections': './src/exposed/Inspections.tsx' },
  workers: { 'resize.worker': './src/features/wizard/images/resize.worker.ts' },
});
