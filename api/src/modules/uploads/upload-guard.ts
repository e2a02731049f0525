/**
 * The checks an upload's bytes pass on their way into the file store, without holding the file in memory:
 * a running size count that stops the stream past the limit, and the content type from the first bytes
 * (which must be the kind the extension names). A failed check fails the stream, so the store keeps nothing.
 * The checked stream is lazy (it pulls from the source only as the store reads), so no error can fire
 * before the store is listening.
 */
import { Readable } from 'node:stream';
import { sniffFileKind, type UploadFileKind } from './file-type.js';

/** Enough bytes for the longest signature sniffFileKind knows (PNG, 8). */
const HEAD_BYTES = 16;

export interface UploadGuardOptions {
  maxBytes: number;
  /** The kind the file name's extension names; the content must be the same. */
  expectedKind: UploadFileKind;
  tooLarge(maxBytes: number): Error;
  wrongType(): Error;
}

export class UploadGuard {
  /** Bytes seen so far (the file's size once the stream ended). */
  size = 0;
  private head = Buffer.alloc(0);
  private typeChecked = false;

  constructor(private readonly options: UploadGuardOptions) {}

  /** `source` with the checks applied, as a stream for the file store. */
  check(source: AsyncIterable<Buffer>): Readable {
    return Readable.from(this.chunks(source), { objectMode: false });
  }

  private async *chunks(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    for await (const chunk of source) {
      this.size += chunk.length;
      if (this.size > this.options.maxBytes) throw this.options.tooLarge(this.options.maxBytes);
      if (!this.typeChecked) {
        this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
        if (this.head.length >= HEAD_BYTES) this.checkType();
      }
      yield chunk;
    }
    if (!this.typeChecked) this.checkType();
  }

  private checkType(): void {
    this.typeChecked = true;
    if (sniffFileKind(this.head) !== this.options.expectedKind) throw this.options.wrongType();
  }
}
