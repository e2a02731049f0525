/**
 * The storage port: a structural subset of the official `mongodb` driver's Db / Collection / ClientSession /
 * cursor API. The driver objects satisfy it as they are (proved by `port.driver-check.ts`); the embedded
 * adapter implements it on mingo. Types come from the driver so signatures stay identical.
 */
import type {
  AnyBulkWriteOperation,
  ChangeStreamDocument,
  DeleteResult,
  Document,
  Filter,
  IndexSpecification,
  InsertManyResult,
  InsertOneResult,
  OptionalUnlessRequiredId,
  Sort,
  UpdateFilter,
  UpdateResult,
  WithId,
  WithoutId,
} from 'mongodb';

export type {
  AnyBulkWriteOperation,
  ChangeStreamDocument,
  DeleteResult,
  Document,
  Filter,
  IndexSpecification,
  InsertManyResult,
  InsertOneResult,
  OptionalUnlessRequiredId,
  Sort,
  UpdateFilter,
  UpdateResult,
  WithId,
  WithoutId,
};

/** Every operation accepts a session; inside a transaction the operation joins it. */
export interface StoreSessionOption {
  session?: StoreSession;
}

export interface StoreFindOptions extends StoreSessionOption {
  sort?: Sort;
  skip?: number;
  limit?: number;
  projection?: Document;
}

export interface StoreUpdateOptions extends StoreSessionOption {
  upsert?: boolean;
  arrayFilters?: Document[];
}

export interface StoreFindOneAndUpdateOptions extends StoreSessionOption {
  returnDocument?: 'before' | 'after';
  upsert?: boolean;
  sort?: Sort;
  projection?: Document;
  arrayFilters?: Document[];
}

export interface StoreFindOneAndDeleteOptions extends StoreSessionOption {
  sort?: Sort;
  projection?: Document;
}

export interface StoreReplaceOptions extends StoreSessionOption {
  upsert?: boolean;
}

export interface StoreBulkWriteOptions extends StoreSessionOption {
  /** Default true: stop at the first failing operation. */
  ordered?: boolean;
}

export interface StoreCountOptions extends StoreSessionOption {
  skip?: number;
  limit?: number;
}

export interface StoreCreateIndexOptions {
  unique?: boolean;
  name?: string;
  sparse?: boolean;
  partialFilterExpression?: Document;
}

export interface StoreWatchOptions {
  /** 'updateLookup' adds the document after the change to update events. */
  fullDocument?: 'default' | 'updateLookup' | 'whenAvailable' | 'required';
}

/** Counts of a bulkWrite; the driver's BulkWriteResult class has these fields (and more). */
export interface StoreBulkWriteResult {
  readonly insertedCount: number;
  readonly matchedCount: number;
  readonly modifiedCount: number;
  readonly deletedCount: number;
  readonly upsertedCount: number;
  readonly insertedIds: { [key: number]: unknown };
  readonly upsertedIds: { [key: number]: unknown };
}

/** Results of a read, in order; iterate with `for await` or collect with `toArray()`. */
export interface StoreResultCursor<T> {
  toArray(): Promise<T[]>;
  next(): Promise<T | null>;
  close(): Promise<void>;
  [Symbol.asyncIterator](): AsyncGenerator<T, void, void>;
}

/** A find cursor; modifiers must be called before the first read. */
export interface StoreCursor<T> extends StoreResultCursor<T> {
  sort(sort: Sort): StoreCursor<T>;
  skip(value: number): StoreCursor<T>;
  limit(value: number): StoreCursor<T>;
  project<U extends Document = Document>(projection: Document): StoreCursor<U>;
  map<U>(transform: (doc: T) => U): StoreCursor<U>;
}

export interface StoreChangeStream<TChange> {
  on(event: 'change', listener: (change: TChange) => void): this;
  next(): Promise<TChange>;
  close(): Promise<void>;
  readonly closed: boolean;
  [Symbol.asyncIterator](): AsyncGenerator<TChange, void, void>;
}

export interface StoreCollection<TSchema extends Document = Document> {
  readonly collectionName: string;
  find(filter?: Filter<TSchema>, options?: StoreFindOptions): StoreCursor<WithId<TSchema>>;
  findOne(filter?: Filter<TSchema>, options?: StoreFindOptions): Promise<WithId<TSchema> | null>;
  insertOne(
    doc: OptionalUnlessRequiredId<TSchema>,
    options?: StoreSessionOption,
  ): Promise<InsertOneResult<TSchema>>;
  insertMany(
    docs: ReadonlyArray<OptionalUnlessRequiredId<TSchema>>,
    options?: StoreBulkWriteOptions,
  ): Promise<InsertManyResult<TSchema>>;
  updateOne(
    filter: Filter<TSchema>,
    update: UpdateFilter<TSchema>,
    options?: StoreUpdateOptions,
  ): Promise<UpdateResult<TSchema>>;
  updateMany(
    filter: Filter<TSchema>,
    update: UpdateFilter<TSchema>,
    options?: StoreUpdateOptions,
  ): Promise<UpdateResult<TSchema>>;
  replaceOne(
    filter: Filter<TSchema>,
    replacement: WithoutId<TSchema>,
    options?: StoreReplaceOptions,
  ): Promise<UpdateResult<TSchema>>;
  findOneAndUpdate(
    filter: Filter<TSchema>,
    update: UpdateFilter<TSchema>,
    options?: StoreFindOneAndUpdateOptions,
  ): Promise<WithId<TSchema> | null>;
  findOneAndDelete(
    filter: Filter<TSchema>,
    options?: StoreFindOneAndDeleteOptions,
  ): Promise<WithId<TSchema> | null>;
  deleteOne(filter?: Filter<TSchema>, options?: StoreSessionOption): Promise<DeleteResult>;
  deleteMany(filter?: Filter<TSchema>, options?: StoreSessionOption): Promise<DeleteResult>;
  countDocuments(filter?: Filter<TSchema>, options?: StoreCountOptions): Promise<number>;
  distinct(key: string, filter?: Filter<TSchema>, options?: StoreSessionOption): Promise<unknown[]>;
  aggregate<T extends Document = Document>(
    pipeline?: Document[],
    options?: StoreSessionOption,
  ): StoreResultCursor<T>;
  bulkWrite(
    operations: ReadonlyArray<AnyBulkWriteOperation<TSchema>>,
    options?: StoreBulkWriteOptions,
  ): Promise<StoreBulkWriteResult>;
  createIndex(indexSpec: IndexSpecification, options?: StoreCreateIndexOptions): Promise<string>;
  watch(pipeline?: Document[], options?: StoreWatchOptions): StoreChangeStream<ChangeStreamDocument<TSchema>>;
}

export interface StoreDb {
  readonly databaseName: string;
  collection<TSchema extends Document = Document>(name: string): StoreCollection<TSchema>;
  dropCollection(name: string): Promise<boolean>;
  dropDatabase(): Promise<boolean>;
}

/** The subset of the driver's ClientSession the application uses. */
export interface StoreSession {
  readonly hasEnded: boolean;
  inTransaction(): boolean;
  startTransaction(): void;
  commitTransaction(): Promise<void>;
  abortTransaction(): Promise<void>;
  /** Runs `fn` in a transaction, retrying it on TransientTransactionError; commits when it resolves. */
  withTransaction<T>(fn: (session: StoreSession) => Promise<T>): Promise<T>;
  endSession(): Promise<void>;
}

/** What `openStore` returns, whichever adapter is behind it. */
export interface Store {
  kind: 'embedded' | 'mongodb';
  db: StoreDb;
  startSession(): StoreSession;
  /** Runs `fn` in a transaction on a fresh session, retrying on transient errors like the driver does. */
  withTransaction<T>(fn: (session: StoreSession) => Promise<T>): Promise<T>;
  /** True when no collection holds a document (first start, before seeding). */
  isEmpty(): Promise<boolean>;
  close(): Promise<void>;
}
