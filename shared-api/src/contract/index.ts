/** Framework-free wire contract of the API, used by the browser and the server (docs/ARCHITECTURE.md). */
export * from './constants';
export * from './common';
export * from './auth';
export * from './reports';
export * from './inquiries';
export * from './templates';
export * from './configurations';
export * from './validation';
export * from './calendar';
export * from './vat';
export * from './display';
export * from './content';
export * from './app-sync';
export * from './post-editing';
export * from './accounts';
export * from './comparison';
export * from './regions';
