export { AppError } from './app-error.js';
export { type BackgroundProcessingBody, isBackgroundResponse } from './background-response.js';
export { BusinessError, ForbiddenError, NotFoundError, TimeoutError, ValidationError } from './errors.js';
export { HttpError } from './http-error.js';
export { ErrorMessages } from './messages.js';
export { NETWORK_ERROR_MESSAGE, NetworkError, serializeErrorCause } from './network-error.js';
export { type ErrorResponseInput, responseToError } from './response-to-error.js';
export { ServiceUnavailableError } from './service-unavailable-error.js';
