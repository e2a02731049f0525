/** `failNext(count, status)` of the fakes: the next `count` API calls answer `status` before any check. */
export class FailureInjector {
  private count = 0;
  private status = 503;

  failNext(count: number, httpStatus = 503): void {
    this.count = count;
    this.status = httpStatus;
  }

  /** The status to fail this call with, or undefined when no failure is due. */
  next(): number | undefined {
    if (this.count <= 0) return undefined;
    this.count -= 1;
    return this.status;
  }
}
