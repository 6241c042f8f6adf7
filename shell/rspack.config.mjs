import { createAppConfig } from 'build-config';

export default createAppConfig({ name: 'shell', dir: import.meta.dirname, port: 3000, host: true });
