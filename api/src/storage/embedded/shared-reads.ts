/**
 * A read path without copies for trusted internal readers. The embedded store normally hands out deep
 * copies (a caller may mutate what it reads, as with the MongoDB driver); copying 100,000 participants costs
 * more than reading them. Inside `readStoredDocuments(read)` the embedded `find` cursors started by `read`
 * (also through a TenantRepository, which keeps its tenant scope) return the stored documents themselves.
 *
 * The contract for the caller: treat every document read there, and every value inside it, as read-only.
 * The documents stay a consistent snapshot even while others write: stored documents are never mutated in
 * place (copy on write, state.ts), a write replaces them. Only `find` honours it; findOne, aggregate and
 * every write keep copying. On MongoDB the documents are fresh from the driver and this changes nothing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const sharing = new AsyncLocalStorage<boolean>();

export function readStoredDocuments<T>(read: () => Promise<T>): Promise<T> {
  return sharing.run(true, read);
}

/** Whether the running read may hand out stored documents (see `readStoredDocuments`). */
export function sharesStoredDocuments(): boolean {
  return sharing.getStore() === true;
}
