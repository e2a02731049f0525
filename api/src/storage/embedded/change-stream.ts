/** Change events in the driver's shape (`ChangeStreamDocument`), delivered to `watch()` streams. */
import { EventEmitter } from 'node:events';
import { type Binary, Timestamp } from 'bson';
import { Aggregator } from 'mingo';
import type { ChangeStreamDocument, Document } from 'mongodb';
import type { StoreChangeStream, StoreWatchOptions } from '../port.js';
import { cloneDoc, cloneValue, type Doc, valueKey } from './values.js';
import type { ChangeRecord } from './write-set.js';

export interface CommitInfo {
  seq: number;
  txnNumber?: number;
  uuidOf(coll: string): Binary;
}

function updateDescription(before: Doc, after: Doc): Document {
  const updatedFields: Doc = {};
  for (const key of Object.keys(after)) {
    if (!(key in before) || valueKey(before[key]) !== valueKey(after[key]))
      updatedFields[key] = cloneValue(after[key]);
  }
  const removedFields = Object.keys(before).filter((key) => !(key in after));
  return { updatedFields, removedFields, truncatedArrays: [] };
}

function toEvent(
  record: ChangeRecord,
  index: number,
  info: CommitInfo,
  dbName: string,
  options: StoreWatchOptions,
): Document {
  const event: Document = {
    _id: { _data: `${info.seq.toString(16).padStart(16, '0')}${index.toString(16).padStart(6, '0')}` },
    operationType: record.kind,
    clusterTime: new Timestamp({ t: Math.floor(Date.now() / 1000), i: info.seq % 0x1_0000_0000 }),
    wallTime: new Date(),
    ns: { db: dbName, coll: record.coll },
    documentKey: { _id: cloneValue(record.id) },
    collectionUUID: info.uuidOf(record.coll),
  };
  if (info.txnNumber !== undefined) event.txnNumber = info.txnNumber;
  if (record.kind === 'insert' || record.kind === 'replace') event.fullDocument = cloneDoc(record.after!);
  if (record.kind === 'update') {
    event.updateDescription = updateDescription(record.before!, record.after!);
    if (options.fullDocument && options.fullDocument !== 'default')
      event.fullDocument = cloneDoc(record.after!);
  }
  return event;
}

export class ChangeHub {
  private readonly streams = new Set<EmbeddedChangeStream>();

  constructor(private readonly dbName: string) {}

  watch<T extends Document>(coll: string | undefined, pipeline: Document[], options: StoreWatchOptions) {
    const stream = new EmbeddedChangeStream<ChangeStreamDocument<T>>(coll, pipeline, options, (s) =>
      this.streams.delete(s as EmbeddedChangeStream),
    );
    this.streams.add(stream as EmbeddedChangeStream);
    return stream;
  }

  publish(records: ChangeRecord[], info: CommitInfo): void {
    if (this.streams.size === 0) return;
    records.forEach((record, index) => {
      for (const stream of this.streams) {
        if (stream.coll !== undefined && stream.coll !== record.coll) continue;
        if (stream.operationTypes && !stream.operationTypes.has(record.kind)) continue;
        try {
          stream.offer(toEvent(record, index, info, this.dbName, stream.options));
        } catch {
          // A pipeline that fails on an event ends that stream; it must never fail the committed write.
          void stream.close();
        }
      }
    });
  }

  closeAll(): void {
    for (const stream of [...this.streams]) void stream.close();
  }
}

type Waiter<T> = { resolve(value: T): void; reject(error: Error): void };

/**
 * The operation types of a pipeline that is nothing but `{ $match: { operationType: … } }` (a name or
 * `{ $in: [names] }`), else undefined. Such a stream (the event bus's wake-up) is filtered by the kind of
 * change before an event is built, without running the pipeline on every change of the collection.
 */
function onlyOperationTypes(pipeline: Document[]): Set<string> | undefined {
  if (pipeline.length !== 1) return undefined;
  const stage = pipeline[0]!;
  const match = stage.$match as Document | undefined;
  if (Object.keys(stage).length !== 1 || !match || Object.keys(match).length !== 1) return undefined;
  const wanted = match.operationType as unknown;
  if (typeof wanted === 'string') return new Set([wanted]);
  if (typeof wanted !== 'object' || wanted === null || Object.keys(wanted).length !== 1) return undefined;
  const names = (wanted as { $in?: unknown }).$in;
  if (Array.isArray(names) && names.every((name) => typeof name === 'string')) return new Set(names);
  return undefined;
}

export class EmbeddedChangeStream<TChange = ChangeStreamDocument> implements StoreChangeStream<TChange> {
  private readonly emitter = new EventEmitter();
  private readonly queue: TChange[] = [];
  private readonly waiters: Waiter<TChange>[] = [];
  private readonly filter: Aggregator | undefined;
  /** Set when the pipeline only picks operation types (see onlyOperationTypes): the hub filters by it. */
  readonly operationTypes: Set<string> | undefined;
  private emitterMode = false;
  closed = false;

  constructor(
    readonly coll: string | undefined,
    pipeline: Document[],
    readonly options: StoreWatchOptions,
    private readonly onClose: (stream: EmbeddedChangeStream<TChange>) => void,
  ) {
    this.operationTypes = onlyOperationTypes(pipeline);
    this.filter = pipeline.length > 0 && !this.operationTypes ? new Aggregator(pipeline) : undefined;
  }

  offer(event: Document): void {
    if (this.closed) return;
    const out = this.filter ? this.filter.run([event]) : [event];
    for (const change of out as TChange[]) {
      if (this.emitterMode) queueMicrotask(() => this.emitter.emit('change', change));
      else {
        const waiter = this.waiters.shift();
        if (waiter) waiter.resolve(change);
        else this.queue.push(change);
      }
    }
  }

  on(event: 'change', listener: (change: TChange) => void): this {
    this.emitterMode = true;
    this.emitter.on(event, listener);
    return this;
  }

  next(): Promise<TChange> {
    const queued = this.queue.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (this.closed) return Promise.reject(new Error('ChangeStream is closed'));
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.onClose(this);
    for (const waiter of this.waiters.splice(0)) waiter.reject(new Error('ChangeStream is closed'));
    this.emitter.emit('close');
    this.emitter.removeAllListeners();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<TChange, void, void> {
    while (!this.closed || this.queue.length > 0) {
      try {
        yield await this.next();
      } catch (error) {
        if (this.closed) return;
        throw error;
      }
    }
  }
}
