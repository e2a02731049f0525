export type { AjvErrorLike } from './ajv-error.js';
export { errorSegments } from './error-path.js';
export { polishValidationMessage } from './polish-message.js';
export { formatValidationErrors, parseValidationLine, type ValidationLine } from './validation-lines.js';
