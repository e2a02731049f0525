/** Base of every error the platform raises on purpose; `status` follows the spec's HTTP contract. */
export abstract class AppError extends Error {
  abstract readonly status: number;
  /** Stable machine-readable code, e.g. 'VALIDATION', 'PLUGIN-001'. */
  abstract readonly code: string;
  /** Individual problems (validation errors); empty for other kinds. */
  readonly errors: readonly string[];

  protected constructor(message: string, errors: readonly string[] = []) {
    super(message);
    this.name = new.target.name;
    this.errors = errors;
  }
}
