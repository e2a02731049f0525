/**
 * A read path without copies for trusted internal readers. The embedded store normally hands out deep
 * copies (a caller may mutate what it reads, as with the MongoDB driver); copying 100,000 participants costs
 * more than reading them. The embedded `find` cursors that `read` makes while `readStoredDocuments(read)`
 * calls it (its synchronous part: before its first `await`; also through a TenantRepository, which keeps
 * its tenant scope) return the stored documents themselves. A cursor made later copies, as usual.
 *
 * Why a synchronous scope and not AsyncLocalStorage: on Node 20 and 22 the first `run` of an
 * AsyncLocalStorage turns on promise hooks for the whole process, which slowed every request after the
 * first grid was opened (bench:events' p99 tripled).
 *
 * The contract for the caller: treat every document read there, and every value inside it, as read-only.
 * The documents stay a consistent snapshot even while others write: stored documents are never mutated in
 * place (copy on write, state.ts), a write replaces them. Only `find` honours it; findOne, aggregate and
 * every write keep copying. On MongoDB the documents are fresh from the driver and this changes nothing.
 */
let depth = 0;

export function readStoredDocuments<T>(read: () => Promise<T>): Promise<T> {
  depth += 1;
  try {
    return read();
  } finally {
    depth -= 1;
  }
}

/** Whether a cursor made now may hand out stored documents (see `readStoredDocuments`). */
export function sharesStoredDocuments(): boolean {
  return depth > 0;
}
