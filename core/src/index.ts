export * from './errors/index.js';
export * from './plugins/index.js';
export * from './strings/index.js';
export { CORE_VERSION } from './version.js';
