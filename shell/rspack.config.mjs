import { createAppConfig } from 'build-config';

export default createAppConfig({ dir: import.meta.dirname, host: true });
