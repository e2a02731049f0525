export { AppError } from './app-error.js';
export { BusinessError, ForbiddenError, NotFoundError, TimeoutError, ValidationError } from './errors.js';
export { ErrorMessages } from './messages.js';
