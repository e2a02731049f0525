/**
 * The ids of a project's copy: every id that points inside the project (the project's own eventId, product
 * ids, installments definition ids, customer ids, …) is given a new id once, and every copied document is
 * rewritten through this one map, so a form field naming a product, a price-list rule naming an
 * installments plan or a participant's chosen product all point at the copy's own documents.
 *
 * The ids are random strings (core `generateId`, `generateInstallmentId`), so a JSON value that equals one
 * exactly — a string, or an object key such as a product field's `{productId: count}` — is that id.
 */
export class ProjectIdMap {
  readonly #ids = new Map<string, string>();

  /** Records that `oldId` becomes `newId` in the copy; one old id gets one new id. */
  add(oldId: string, newId: string): void {
    const known = this.#ids.get(oldId);
    if (known !== undefined && known !== newId) {
      throw new Error(`id ${oldId} of the copied project is already mapped to ${known}`);
    }
    this.#ids.set(oldId, newId);
  }

  /** The copy's id of `oldId`, or `oldId` itself when it does not point inside the project. */
  id(oldId: string): string {
    return this.#ids.get(oldId) ?? oldId;
  }

  has(oldId: string): boolean {
    return this.#ids.has(oldId);
  }

  get size(): number {
    return this.#ids.size;
  }

  /**
   * A deep copy of a JSON-like value (plain objects, arrays, Dates kept as they are) with every mapped id
   * replaced, in string values and in object keys.
   */
  remap<T>(value: T): T {
    return this.#remap(value) as T;
  }

  #remap(value: unknown): unknown {
    if (typeof value === 'string') return this.id(value);
    if (Array.isArray(value)) return value.map((item) => this.#remap(item));
    if (value === null || typeof value !== 'object' || !isPlainObject(value)) return value;
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[this.id(key)] = this.#remap(item);
    return copy;
  }
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
