import type { AgendaBackend, JobRepository } from 'agenda';
import type { StoreDb } from '../../storage/index.js';
import { EmbeddedJobRepository, type EmbeddedJobRepositoryOptions } from './repository.js';

export { DEFAULT_JOBS_COLLECTION, EmbeddedJobRepository, type JobDocument } from './repository.js';

/**
 * Agenda backend over the embedded store. Storage only: workers poll (`processEvery`), as with
 * the MongoDB backend. The store belongs to the caller, so `disconnect()` leaves it open.
 */
export class EmbeddedBackend implements AgendaBackend {
  readonly name = 'Embedded';
  readonly ownsConnection = false;
  readonly repository: JobRepository;

  constructor(db: StoreDb, options: EmbeddedJobRepositoryOptions = {}) {
    this.repository = new EmbeddedJobRepository(db, options);
  }

  connect(): Promise<void> {
    return this.repository.connect();
  }

  async disconnect(): Promise<void> {}
}
