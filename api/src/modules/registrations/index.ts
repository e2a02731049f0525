/** The registrations module's public surface: what other modules and the infrastructure may use. */
export { registrationContextOf } from './app-context.js';
export { stockCopyContributor } from './copy-stock.js';
export { optionStockTaken, withOptionsLeft } from './option-stock.js';
export { placeLimitOf, releasePlaces } from './places.js';
export type { FormData } from './records.js';
export { heldReservation, moveReservation, RESERVED_FIELD, releaseReservation } from './reservation.js';
export { FORM_FIELD_NAME_PATTERN, formValueSchema, registrationResultSchema } from './schemas.js';
export type { RegistrationOutcome } from './store.js';
export { noPlacesMessage, projectStringsOf } from './strings.js';
export type { RegistrationContext } from './submit.js';
export { submitRegistration } from './submit.js';
export { registrationSweepJob } from './sweep-job.js';
