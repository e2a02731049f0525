/** Organization images (logos): uploaded through the API, served at the root under `/images`. */

export { IMAGE_CACHE_CONTROL, registerImageFiles } from './app-wiring.js';
export { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from './limits.js';
export { IMAGES, type ImageRecord } from './store.js';
