/**
 * A grid's lines while a background build produces them: a request that arrives during the build reads
 * the chunks built so far and then each next one as it is built, instead of waiting for the whole grid
 * (the rows reach the browser while the rest is still being built).
 */

/** What a build knows before its first line: the form fields, their distinct values (grid-query.ts), the count. */
export interface GridBuildHead {
  fieldNames: string[];
  fieldValues?: Readonly<Record<string, readonly unknown[]>>;
  total: number;
}

/** What a build reports as it goes: the head once known, then every chunk of lines in order. */
export interface GridBuildSink {
  begin(head: GridBuildHead): void;
  chunk(chunk: Buffer): void;
}

export class LiveGridLines implements GridBuildSink {
  private readonly chunks: Buffer[] = [];
  private ended = false;
  private failure: unknown = null;
  private waking: (() => void)[] = [];
  private head: GridBuildHead | undefined;
  private headKnown: (head: GridBuildHead | undefined) => void = () => {};
  /** The head, or undefined when the build ended without one (it failed before). */
  readonly begun = new Promise<GridBuildHead | undefined>((resolve) => (this.headKnown = resolve));

  begin(head: GridBuildHead): void {
    this.head = head;
    this.headKnown(head);
  }

  chunk(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.wake();
  }

  /** The build is over: `failure` when it did not finish (a reader's stream then ends with that error). */
  end(failure?: unknown): void {
    if (this.ended) return;
    this.ended = true;
    if (failure !== undefined || !this.head) this.failure = failure ?? new Error('grid build ended');
    this.headKnown(this.head);
    this.wake();
  }

  /** Every chunk of the build, from the first, as they come. */
  async *read(): AsyncGenerator<Buffer> {
    for (let next = 0; ; ) {
      while (next < this.chunks.length) yield this.chunks[next++] as Buffer;
      if (this.ended) {
        if (this.failure) throw this.failure;
        return;
      }
      await new Promise<void>((resolve) => this.waking.push(resolve));
    }
  }

  private wake(): void {
    const waking = this.waking;
    this.waking = [];
    for (const resolve of waking) resolve();
  }
}
