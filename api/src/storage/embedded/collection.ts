/**
 * StoreCollection over the embedded engine. Results are copies; stored documents never leak out, except to
 * the read-only readers of shared-reads.ts.
 */
import { ObjectId } from 'bson';
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
  UpdateFilter,
  UpdateResult,
  WithId,
  WithoutId,
} from 'mongodb';
import { StoreBulkWriteError, StoreServerError } from '../errors.js';
import type {
  StoreBulkWriteOptions,
  StoreBulkWriteResult,
  StoreChangeStream,
  StoreCollection,
  StoreCountOptions,
  StoreCreateIndexOptions,
  StoreCursor,
  StoreFindOneAndDeleteOptions,
  StoreFindOneAndUpdateOptions,
  StoreFindOptions,
  StoreReplaceOptions,
  StoreResultCursor,
  StoreSessionOption,
  StoreUpdateOptions,
  StoreWatchOptions,
} from '../port.js';
import { runAggregate } from './aggregate.js';
import { FindCursor, ResultCursor } from './cursor.js';
import type { Engine } from './engine.js';
import { normalizeIndex } from './indexes.js';
import type { Operation } from './operation.js';
import { CompiledFilter, project } from './query.js';
import { EmbeddedSession } from './session.js';
import { sharesStoredDocuments } from './shared-reads.js';
import { deleteStatement, findStatement, type UpdateSpec, updateStatement } from './statements.js';
import { cloneDoc, cloneValue, type Doc, getPathValues, valueKey } from './values.js';

type WriteFailure = { index: number; error: StoreServerError };

/** A stored copy with `_id` first, as the server keeps it. */
function idFirst(doc: Doc): Doc {
  const { _id, ...fields } = cloneDoc(doc);
  return { _id, ...fields };
}

const READ_ONLY_STAGES = new Set(['$out', '$merge']);

export class EmbeddedCollection<TSchema extends Document = Document> implements StoreCollection<TSchema> {
  constructor(
    private readonly engine: Engine,
    readonly collectionName: string,
  ) {}

  private session(options?: StoreSessionOption): EmbeddedSession | undefined {
    const session = options?.session;
    if (session === undefined) return undefined;
    if (!(session instanceof EmbeddedSession) || !session.belongsTo(this.engine))
      throw new TypeError('The session belongs to another store');
    if (session.hasEnded) throw new Error('Cannot use a session that has ended');
    return session;
  }

  private async write<T>(options: StoreSessionOption | undefined, fn: (op: Operation) => T): Promise<T> {
    const result = this.engine.run(this.session(options), fn);
    await this.engine.durable();
    return result;
  }

  find(filter: Filter<TSchema> = {}, options: StoreFindOptions = {}): StoreCursor<WithId<TSchema>> {
    const session = this.session(options);
    const { session: _session, ...spec } = options;
    // Decided when the cursor is made: the cursor runs its query at the first read, maybe elsewhere.
    const shared = sharesStoredDocuments();
    return new FindCursor<WithId<TSchema>>((current) => {
      const docs = findStatement(this.engine.view(session), this.collectionName, filter as Document, current);
      const projected = project(docs, current.projection);
      return shared ? projected : projected.map(cloneDoc);
    }, spec);
  }

  async findOne(
    filter: Filter<TSchema> = {},
    options: StoreFindOptions = {},
  ): Promise<WithId<TSchema> | null> {
    const view = this.engine.view(this.session(options));
    const [doc] = findStatement(view, this.collectionName, filter as Document, { ...options, limit: 1 });
    if (!doc) return null;
    return cloneDoc(options.projection ? project([doc], options.projection)[0]! : doc) as WithId<TSchema>;
  }

  async insertOne(
    doc: OptionalUnlessRequiredId<TSchema>,
    options?: StoreSessionOption,
  ): Promise<InsertOneResult<TSchema>> {
    const input = doc as Doc;
    input._id ??= new ObjectId();
    const stored = idFirst(input);
    await this.write(options, (op) => op.insert(this.collectionName, stored));
    return { acknowledged: true, insertedId: stored._id };
  }

  async insertMany(
    docs: ReadonlyArray<OptionalUnlessRequiredId<TSchema>>,
    options: StoreBulkWriteOptions = {},
  ): Promise<InsertManyResult<TSchema>> {
    const ordered = options.ordered ?? true;
    for (const doc of docs) (doc as Doc)._id ??= new ObjectId();
    const insertedIds: { [key: number]: unknown } = {};
    const failures = await this.write(options, (op) =>
      this.each(docs.length, ordered, (i) => {
        const stored = idFirst(docs[i] as Doc);
        op.insert(this.collectionName, stored);
        insertedIds[i] = stored._id;
      }),
    );
    const result = { acknowledged: true, insertedCount: Object.keys(insertedIds).length, insertedIds };
    if (failures.length > 0) throw new StoreBulkWriteError(failures, result);
    return result as InsertManyResult<TSchema>;
  }

  /** Runs numbered steps; server errors are collected (ordered stops at the first), others abort all. */
  private each(count: number, ordered: boolean, step: (index: number) => void): WriteFailure[] {
    const failures: WriteFailure[] = [];
    for (let i = 0; i < count; i++) {
      try {
        step(i);
      } catch (error) {
        if (!(error instanceof StoreServerError) || error.hasErrorLabel('TransientTransactionError'))
          throw error;
        failures.push({ index: i, error });
        if (ordered) break;
      }
    }
    return failures;
  }

  private async update(
    filter: Document,
    spec: UpdateSpec,
    options?: StoreSessionOption,
  ): Promise<UpdateResult<TSchema>> {
    const outcome = await this.write(options, (op) => updateStatement(op, this.collectionName, filter, spec));
    return {
      acknowledged: true,
      matchedCount: outcome.matched,
      modifiedCount: outcome.modified,
      upsertedCount: outcome.upsertedId === undefined ? 0 : 1,
      upsertedId: (outcome.upsertedId ?? null) as UpdateResult<TSchema>['upsertedId'],
    };
  }

  updateOne(filter: Filter<TSchema>, update: UpdateFilter<TSchema>, options: StoreUpdateOptions = {}) {
    return this.update(
      filter as Document,
      { update, upsert: options.upsert, arrayFilters: options.arrayFilters },
      options,
    );
  }

  updateMany(filter: Filter<TSchema>, update: UpdateFilter<TSchema>, options: StoreUpdateOptions = {}) {
    const { upsert, arrayFilters } = options;
    return this.update(filter as Document, { update, upsert, arrayFilters, multi: true }, options);
  }

  replaceOne(filter: Filter<TSchema>, replacement: WithoutId<TSchema>, options: StoreReplaceOptions = {}) {
    return this.update(filter as Document, { replacement, upsert: options.upsert }, options);
  }

  async findOneAndUpdate(
    filter: Filter<TSchema>,
    update: UpdateFilter<TSchema>,
    options: StoreFindOneAndUpdateOptions = {},
  ): Promise<WithId<TSchema> | null> {
    const { upsert, arrayFilters, sort } = options;
    const outcome = await this.write(options, (op) =>
      updateStatement(op, this.collectionName, filter as Document, { update, upsert, arrayFilters, sort }),
    );
    const doc =
      options.returnDocument === 'after' ? outcome.after : outcome.matched > 0 ? outcome.before : undefined;
    return doc ? (project([cloneDoc(doc)], options.projection)[0] as WithId<TSchema>) : null;
  }

  async findOneAndDelete(
    filter: Filter<TSchema>,
    options: StoreFindOneAndDeleteOptions = {},
  ): Promise<WithId<TSchema> | null> {
    const outcome = await this.write(options, (op) =>
      deleteStatement(op, this.collectionName, filter as Document, { sort: options.sort }),
    );
    return outcome.before
      ? (project([cloneDoc(outcome.before)], options.projection)[0] as WithId<TSchema>)
      : null;
  }

  async deleteOne(filter: Filter<TSchema> = {}, options?: StoreSessionOption): Promise<DeleteResult> {
    const outcome = await this.write(options, (op) =>
      deleteStatement(op, this.collectionName, filter as Document, {}),
    );
    return { acknowledged: true, deletedCount: outcome.deleted };
  }

  async deleteMany(filter: Filter<TSchema> = {}, options?: StoreSessionOption): Promise<DeleteResult> {
    const outcome = await this.write(options, (op) =>
      deleteStatement(op, this.collectionName, filter as Document, { multi: true }),
    );
    return { acknowledged: true, deletedCount: outcome.deleted };
  }

  async countDocuments(filter: Filter<TSchema> = {}, options: StoreCountOptions = {}): Promise<number> {
    const view = this.engine.view(this.session(options));
    return findStatement(view, this.collectionName, filter as Document, options).length;
  }

  async distinct(
    key: string,
    filter: Filter<TSchema> = {},
    options?: StoreSessionOption,
  ): Promise<unknown[]> {
    const view = this.engine.view(this.session(options));
    const seen = new Map<string, unknown>();
    for (const { doc } of new CompiledFilter(filter as Document).matches(view, this.collectionName)) {
      for (const value of getPathValues(doc, key)) {
        if (value === undefined) continue;
        const id = valueKey(value);
        if (!seen.has(id)) seen.set(id, value);
      }
    }
    return [...seen.values()].map((value) => cloneValue(value));
  }

  aggregate<T extends Document = Document>(
    pipeline: Document[] = [],
    options?: StoreSessionOption,
  ): StoreResultCursor<T> {
    const session = this.session(options);
    for (const stage of pipeline) {
      const name = Object.keys(stage)[0] ?? '';
      if (READ_ONLY_STAGES.has(name)) throw new Error(`Embedded store does not support ${name}`);
    }
    return new ResultCursor<T>(() => runAggregate(this.engine.view(session), this.collectionName, pipeline));
  }

  async bulkWrite(
    operations: ReadonlyArray<AnyBulkWriteOperation<TSchema>>,
    options: StoreBulkWriteOptions = {},
  ): Promise<StoreBulkWriteResult> {
    const result = {
      insertedCount: 0,
      matchedCount: 0,
      modifiedCount: 0,
      deletedCount: 0,
      upsertedCount: 0,
      insertedIds: {} as { [key: number]: unknown },
      upsertedIds: {} as { [key: number]: unknown },
    };
    for (const operation of operations) {
      if ('insertOne' in operation) (operation.insertOne.document as Doc)._id ??= new ObjectId();
    }
    const coll = this.collectionName;
    const failures = await this.write(options, (op) =>
      this.each(operations.length, options.ordered ?? true, (i) => {
        const operation = operations[i] as Document;
        const [kind, model] = Object.entries(operation)[0] as [string, Document];
        if (kind === 'insertOne') {
          const stored = idFirst(model.document as Doc);
          op.insert(coll, stored);
          result.insertedCount++;
          result.insertedIds[i] = stored._id;
        } else if (kind === 'deleteOne' || kind === 'deleteMany') {
          result.deletedCount += deleteStatement(op, coll, model.filter, {
            multi: kind === 'deleteMany',
          }).deleted;
        } else if (kind === 'updateOne' || kind === 'updateMany' || kind === 'replaceOne') {
          const outcome = updateStatement(op, coll, model.filter, {
            update: model.update,
            replacement: model.replacement,
            upsert: model.upsert,
            arrayFilters: model.arrayFilters,
            multi: kind === 'updateMany',
          });
          result.matchedCount += outcome.matched;
          result.modifiedCount += outcome.modified;
          if (outcome.upsertedId !== undefined) {
            result.upsertedCount++;
            result.upsertedIds[i] = outcome.upsertedId;
          }
        } else {
          throw new TypeError(`Unknown bulkWrite operation: ${kind}`);
        }
      }),
    );
    if (failures.length > 0) throw new StoreBulkWriteError(failures, result);
    return result;
  }

  async createIndex(indexSpec: IndexSpecification, options?: StoreCreateIndexOptions): Promise<string> {
    const name = this.engine.createIndex(this.collectionName, normalizeIndex(indexSpec, options));
    await this.engine.durable();
    return name;
  }

  watch(
    pipeline: Document[] = [],
    options: StoreWatchOptions = {},
  ): StoreChangeStream<ChangeStreamDocument<TSchema>> {
    return this.engine.hub.watch<TSchema>(this.collectionName, pipeline, options);
  }
}
