/**
 * Agenda 6 `JobRepository` over the storage port (`StoreDb`), used when `MONGODB_URI` is unset.
 *
 * It follows `@agendajs/mongo-backend`'s MongoJobRepository query for query, so the two backends
 * behave the same under one contract suite. Locking is a single conditional `findOneAndUpdate`
 * (compare-and-set on `lockedAt`), which the store applies atomically: of any number of workers
 * racing for a due job, exactly one sees its filter match and gets the document back.
 *
 * Deliberate differences from the MongoDB repository (each one only removes a hazard):
 * - re-saving an existing job (`every()` on every boot, `job.save()`) never clears the
 *   processor-managed fields (`lockedAt`, `lastRunAt`, `failCount`, ...); they are only
 *   initialised to null on insert, so a restart cannot release a lock another worker holds;
 * - date comparisons guard against null explicitly instead of relying on BSON type bracketing.
 */

import {
  computeJobState,
  type JobId,
  type JobParameters,
  type JobRepository,
  type JobRepositoryOptions,
  type JobsOverview,
  type JobsQueryOptions,
  type JobsResult,
  type JobsSort,
  type JobWithState,
  type RemoveJobsOptions,
  toJobId,
} from 'agenda';
import { ObjectId } from 'bson';
import type { StoreCollection, StoreDb } from '../../storage/index.js';

export const DEFAULT_JOBS_COLLECTION = 'agendaJobs';

/** A job as stored: the `JobParameters` fields with nulls instead of absent values. */
export type JobDocument = {
  _id: ObjectId;
  name: string;
  priority: number;
  nextRunAt: Date | null;
  type: 'normal' | 'single';
  data: unknown;
  lockedAt?: Date | null;
  lastFinishedAt?: Date | null;
  failedAt?: Date | null;
  failCount?: number | null;
  failReason?: string | null;
  repeatTimezone?: string | null;
  lastRunAt?: Date | null;
  repeatInterval?: string | number | null;
  repeatAt?: string | null;
  disabled?: boolean | null;
  progress?: number | null;
  lastModifiedBy?: string | null;
  fork?: boolean | null;
  debounceStartedAt?: Date | null;
  startDate?: Date | null;
  endDate?: Date | null;
  skipDays?: number[] | null;
};

type Query = Record<string, unknown>;

/** Fields only the job processor writes; `job.save()` leaves them out (see Agenda's Job.toJson). */
const PROCESSOR_FIELDS = [
  'lockedAt',
  'lastRunAt',
  'lastFinishedAt',
  'failedAt',
  'failCount',
  'failReason',
  'progress',
] as const;

/** Operators that evaluate code; never allowed in a caller-supplied `unique` query. */
const BANNED_UNIQUE_OPERATORS = new Set(['$where', '$function', '$accumulator', '$expr']);

/** Lock order: most overdue first, then higher priority (same as the MongoDB backend's default). */
const LOCK_SORT = { nextRunAt: 1, priority: -1 } as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function assertSafeUniqueQuery(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) assertSafeUniqueQuery(item);
    return;
  }
  if (!isPlainObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (BANNED_UNIQUE_OPERATORS.has(key)) {
      throw new Error(`Unsafe operator "${key}" is not allowed in a unique() constraint`);
    }
    assertSafeUniqueQuery(child);
  }
}

/** `{ a: { b: 1 } }` -> `{ 'data.a.b': 1 }` so a data filter matches partially. */
function flattenDataFilter(data: Record<string, unknown>, prefix = 'data'): Query {
  const result: Query = {};
  for (const [key, value] of Object.entries(data)) {
    const fullKey = `${prefix}.${key}`;
    if (isPlainObject(value)) Object.assign(result, flattenDataFilter(value, fullKey));
    else result[fullKey] = value;
  }
  return result;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Parses a job id; undefined when it is not a valid ObjectId (so no query can match it). */
function parseId(id: unknown): ObjectId | undefined {
  const text = String(id);
  return ObjectId.isValid(text) && text.length === 24 ? new ObjectId(text) : undefined;
}

function toDate(value: Date | string | number | null | undefined): Date | null {
  return value === null || value === undefined ? null : new Date(value);
}

function toJobParameters(doc: JobDocument): JobParameters {
  return {
    _id: toJobId(doc._id.toHexString()),
    name: doc.name,
    priority: doc.priority,
    nextRunAt: doc.nextRunAt ?? null,
    type: doc.type,
    data: doc.data,
    lockedAt: doc.lockedAt ?? undefined,
    lastFinishedAt: doc.lastFinishedAt ?? undefined,
    failedAt: doc.failedAt ?? undefined,
    failCount: doc.failCount ?? undefined,
    failReason: doc.failReason ?? undefined,
    repeatTimezone: doc.repeatTimezone ?? undefined,
    lastRunAt: doc.lastRunAt ?? undefined,
    repeatInterval: doc.repeatInterval ?? undefined,
    repeatAt: doc.repeatAt ?? undefined,
    disabled: doc.disabled ?? undefined,
    progress: doc.progress ?? undefined,
    lastModifiedBy: doc.lastModifiedBy ?? undefined,
    fork: doc.fork ?? undefined,
    debounceStartedAt: doc.debounceStartedAt ?? undefined,
    startDate: doc.startDate ?? undefined,
    endDate: doc.endDate ?? undefined,
    skipDays: doc.skipDays ?? undefined,
  };
}

function withState(doc: JobDocument, now: Date): JobWithState {
  const job = toJobParameters(doc) as JobParameters & { _id: JobId };
  return { ...job, state: computeJobState(job, now) };
}

function toSort(sort: JobsSort | undefined): Record<string, 1 | -1> {
  const result: Record<string, 1 | -1> = {};
  for (const [key, dir] of Object.entries(sort ?? {})) {
    if (dir === 'asc' || dir === 'desc') result[key] = dir === 'asc' ? 1 : -1;
  }
  return Object.keys(result).length > 0 ? result : { nextRunAt: -1, lastRunAt: -1 };
}

export interface EmbeddedJobRepositoryOptions {
  /** Collection holding the jobs (default `agendaJobs`, the MongoDB backend's name). */
  collection?: string;
  /** Create the lookup index on connect (default true). */
  ensureIndex?: boolean;
}

export class EmbeddedJobRepository implements JobRepository {
  private collectionOrUndefined: StoreCollection<JobDocument> | undefined;

  constructor(
    private readonly db: StoreDb,
    private readonly options: EmbeddedJobRepositoryOptions = {},
  ) {}

  private get collection(): StoreCollection<JobDocument> {
    if (!this.collectionOrUndefined) throw new Error('EmbeddedJobRepository: connect() was not called');
    return this.collectionOrUndefined;
  }

  async connect(): Promise<void> {
    const collection = this.db.collection<JobDocument>(this.options.collection ?? DEFAULT_JOBS_COLLECTION);
    if (this.options.ensureIndex ?? true) {
      await collection.createIndex(
        { name: 1, nextRunAt: 1, priority: -1, lockedAt: 1, disabled: 1 },
        { name: 'findAndLockNextJobIndex' },
      );
    }
    this.collectionOrUndefined = collection;
  }

  async queryJobs(options: JobsQueryOptions = {}): Promise<JobsResult> {
    const { state, includeDisabled = true, skip = 0, limit = 0 } = options;
    const now = new Date();
    const query: Query = {};
    if (typeof options.name === 'string' && options.name) query.name = options.name;
    else if (Array.isArray(options.names)) {
      const names = options.names.filter((n): n is string => typeof n === 'string');
      if (names.length > 0) query.name = { $in: names };
    }
    if (typeof options.id === 'string' && options.id) {
      const id = parseId(options.id);
      if (!id) return { jobs: [], total: 0 };
      query._id = id;
    } else if (Array.isArray(options.ids) && options.ids.length > 0) {
      const ids = options.ids.map(parseId);
      if (ids.some((id) => !id)) return { jobs: [], total: 0 };
      query._id = { $in: ids };
    }
    if (typeof options.search === 'string' && options.search) {
      query.name = { $regex: escapeRegex(options.search), $options: 'i' };
    }
    if (options.data !== undefined) {
      if (isPlainObject(options.data)) Object.assign(query, flattenDataFilter(options.data));
      else query.data = options.data;
    }
    if (!includeDisabled) query.disabled = { $ne: true };
    const sort = toSort(options.sort);

    if (!state) {
      const [docs, total] = await Promise.all([
        this.collection
          .find(query, { sort, ...(skip > 0 ? { skip } : {}), ...(limit > 0 ? { limit } : {}) })
          .toArray(),
        this.collection.countDocuments(query),
      ]);
      return { jobs: docs.map((doc) => withState(doc as JobDocument, now)), total };
    }
    // The state is computed, not stored: filter in code, then paginate.
    const all = (await this.collection.find(query, { sort }).toArray()).map((doc) =>
      withState(doc as JobDocument, now),
    );
    const matching = all.filter((job) => (state === 'paused' ? job.disabled === true : job.state === state));
    const page = limit > 0 ? matching.slice(skip, skip + limit) : matching.slice(skip);
    return { jobs: page, total: matching.length };
  }

  async getJobsOverview(): Promise<JobsOverview[]> {
    const now = new Date();
    const overviews = new Map<string, JobsOverview>();
    for (const doc of await this.collection.find({}).toArray()) {
      const job = withState(doc as JobDocument, now);
      let overview = overviews.get(job.name);
      if (!overview) {
        overview = {
          name: job.name,
          total: 0,
          running: 0,
          scheduled: 0,
          queued: 0,
          completed: 0,
          failed: 0,
          repeating: 0,
          paused: 0,
        };
        overviews.set(job.name, overview);
      }
      overview.total++;
      overview[job.state]++;
      if (job.disabled === true) overview.paused++;
    }
    return [...overviews.values()];
  }

  async getDistinctJobNames(): Promise<string[]> {
    const docs = await this.collection.find({}, { projection: { name: 1 } }).toArray();
    return [...new Set(docs.map((doc) => (doc as JobDocument).name))];
  }

  async getJobById(id: string): Promise<JobParameters | null> {
    const _id = parseId(id);
    if (!_id) return null;
    const doc = await this.collection.findOne({ _id });
    return doc ? toJobParameters(doc as JobDocument) : null;
  }

  async getQueueSize(): Promise<number> {
    return this.collection.countDocuments({ nextRunAt: { $ne: null, $lt: new Date() } });
  }

  /** Filter for remove/disable/enable; null when the options name nothing (never "all jobs"). */
  private filterFor(options: RemoveJobsOptions): Query | null {
    const query: Query = {};
    if (options.id) {
      const id = parseId(options.id);
      if (!id) return null;
      query._id = id;
    } else if (Array.isArray(options.ids) && options.ids.length > 0) {
      const ids = options.ids.map(parseId);
      if (ids.some((id) => !id)) return null;
      query._id = { $in: ids };
    }
    if (typeof options.name === 'string' && options.name) query.name = options.name;
    else if (Array.isArray(options.names) && options.names.length > 0) {
      const names = options.names.filter((n): n is string => typeof n === 'string');
      if (names.length > 0) query.name = { $in: names };
    } else if (Array.isArray(options.notNames) && options.notNames.length > 0) {
      const names = options.notNames.filter((n): n is string => typeof n === 'string');
      if (names.length > 0) query.name = { $nin: names };
    }
    if (options.data !== undefined) {
      if (isPlainObject(options.data)) Object.assign(query, flattenDataFilter(options.data));
      else query.data = options.data;
    }
    return Object.keys(query).length > 0 ? query : null;
  }

  async removeJobs(options: RemoveJobsOptions): Promise<number> {
    const query = this.filterFor(options);
    if (!query) return 0;
    return (await this.collection.deleteMany(query)).deletedCount;
  }

  async disableJobs(options: RemoveJobsOptions): Promise<number> {
    const query = this.filterFor(options);
    if (!query) return 0;
    return (await this.collection.updateMany(query, { $set: { disabled: true } })).modifiedCount;
  }

  async enableJobs(options: RemoveJobsOptions): Promise<number> {
    const query = this.filterFor(options);
    if (!query) return 0;
    return (await this.collection.updateMany(query, { $set: { disabled: false } })).modifiedCount;
  }

  async purgeAllJobs(): Promise<number> {
    return (await this.collection.deleteMany({})).deletedCount;
  }

  async saveJob<DATA = unknown>(
    job: JobParameters<DATA>,
    options: JobRepositoryOptions | undefined,
  ): Promise<JobParameters<DATA>> {
    const { _id, unique, uniqueOpts, ...props } = job;
    const now = new Date();
    // Definition fields are always written; processor fields only when the caller provides them,
    // and initialised to null on insert (see the note at the top of this file).
    const set: Query = {
      name: props.name,
      priority: props.priority,
      nextRunAt: toDate(props.nextRunAt),
      type: props.type,
      data: props.data,
      repeatTimezone: props.repeatTimezone ?? null,
      repeatInterval: props.repeatInterval ?? null,
      repeatAt: props.repeatAt ?? null,
      disabled: props.disabled ?? null,
      debounceStartedAt: toDate(props.debounceStartedAt),
      fork: props.fork ?? null,
      startDate: toDate(props.startDate),
      endDate: toDate(props.endDate),
      skipDays: props.skipDays ?? null,
      lastModifiedBy: options?.lastModifiedBy ?? null,
    };
    const setOnInsert: Query = {};
    for (const field of PROCESSOR_FIELDS) {
      const value = props[field];
      if (value === undefined) setOnInsert[field] = null;
      else set[field] = value instanceof Date ? new Date(value) : value;
    }
    const result = (doc: JobDocument | null | undefined): JobParameters<DATA> => {
      if (!doc) throw new Error(`saveJob(${props.name}): the store returned no document`);
      return toJobParameters(doc) as JobParameters<DATA>;
    };

    if (_id) {
      const id = parseId(_id);
      const doc = id
        ? await this.collection.findOneAndUpdate(
            { _id: id, name: props.name },
            { $set: set },
            { returnDocument: 'after' },
          )
        : null;
      // The job was removed meanwhile: hand back what we were given, as the MongoDB backend does.
      return doc ? result(doc as JobDocument) : job;
    }

    if (props.type === 'single') {
      // One document per name. An overdue nextRunAt must not reset an existing schedule.
      if (props.nextRunAt && props.nextRunAt <= now) {
        setOnInsert.nextRunAt = set.nextRunAt;
        delete set.nextRunAt;
      }
      const doc = await this.collection.findOneAndUpdate(
        { name: props.name, type: 'single' },
        { $set: set, $setOnInsert: setOnInsert },
        { upsert: true, returnDocument: 'after' },
      );
      return result(doc as JobDocument | null);
    }

    if (unique) {
      assertSafeUniqueQuery(unique);
      const query: Query = { ...unique, name: props.name };
      const debounce = uniqueOpts?.debounce;
      if (debounce) {
        const existing = (await this.collection.findOne(query)) as JobDocument | null;
        if (existing) {
          const startedAt = existing.debounceStartedAt ?? now;
          if (debounce.strategy === 'leading') {
            set.nextRunAt = existing.nextRunAt;
            set.debounceStartedAt = startedAt;
          } else if (debounce.maxWait && now.getTime() - startedAt.getTime() >= debounce.maxWait) {
            set.nextRunAt = now;
            set.debounceStartedAt = null;
          } else {
            set.nextRunAt = new Date(now.getTime() + debounce.delay);
            set.debounceStartedAt = startedAt;
          }
          const doc = await this.collection.findOneAndUpdate(
            query,
            { $set: set },
            { returnDocument: 'after' },
          );
          return result(doc as JobDocument | null);
        }
        set.debounceStartedAt = now;
        if (debounce.strategy !== 'leading') set.nextRunAt = new Date(now.getTime() + debounce.delay);
      }
      const update =
        uniqueOpts?.insertOnly && !debounce
          ? { $setOnInsert: { ...set, ...setOnInsert } }
          : { $set: set, $setOnInsert: setOnInsert };
      const doc = await this.collection.findOneAndUpdate(query, update, {
        upsert: true,
        returnDocument: 'after',
      });
      return result(doc as JobDocument | null);
    }

    const doc = { _id: new ObjectId(), ...setOnInsert, ...set } as JobDocument;
    await this.collection.insertOne(doc);
    return toJobParameters(doc) as JobParameters<DATA>;
  }

  async saveJobState(job: JobParameters, options: JobRepositoryOptions | undefined): Promise<void> {
    const id = job._id ? parseId(job._id) : undefined;
    if (!id) throw new Error('Cannot save job state without job ID');
    const result = await this.collection.updateOne(
      { _id: id, name: job.name },
      {
        $set: {
          lockedAt: toDate(job.lockedAt),
          nextRunAt: toDate(job.nextRunAt),
          lastRunAt: toDate(job.lastRunAt),
          progress: job.progress ?? null,
          failReason: job.failReason ?? null,
          failCount: job.failCount ?? null,
          failedAt: toDate(job.failedAt),
          lastFinishedAt: toDate(job.lastFinishedAt),
          lastModifiedBy: options?.lastModifiedBy ?? null,
        },
      },
    );
    if (result.matchedCount !== 1) {
      throw new Error(
        `job ${job._id} (name: ${job.name}) cannot be updated in the database, maybe it does not exist anymore?`,
      );
    }
  }

  /** Locks one known job if it is still unlocked and still due at the time the caller saw. */
  async lockJob(
    job: JobParameters,
    options: JobRepositoryOptions | undefined,
  ): Promise<JobParameters | undefined> {
    const id = job._id ? parseId(job._id) : undefined;
    if (!id) return undefined;
    const doc = await this.collection.findOneAndUpdate(
      { _id: id, name: job.name, lockedAt: null, nextRunAt: toDate(job.nextRunAt), disabled: { $ne: true } },
      { $set: { lockedAt: new Date(), lastModifiedBy: options?.lastModifiedBy ?? null } },
      { returnDocument: 'after', sort: LOCK_SORT },
    );
    return doc ? toJobParameters(doc as JobDocument) : undefined;
  }

  async unlockJob(job: JobParameters): Promise<void> {
    const id = job._id ? parseId(job._id) : undefined;
    if (!id) return;
    // A one-time job that is running has nextRunAt null; leave its lock alone.
    await this.collection.updateOne({ _id: id, nextRunAt: { $ne: null } }, { $set: { lockedAt: null } });
  }

  async unlockJobs(jobIds: (JobId | string)[]): Promise<void> {
    const ids = jobIds.map(parseId).filter((id): id is ObjectId => id !== undefined);
    if (ids.length === 0) return;
    await this.collection.updateMany({ _id: { $in: ids } }, { $set: { lockedAt: null } });
  }

  /**
   * Finds and locks, in one atomic compare-and-set, the next job of `jobName` that is either
   * unlocked and due before `nextScanAt`, or whose lock is older than `lockDeadline` (its worker
   * died or hung). The store evaluates the filter and applies `$set: { lockedAt }` as one step,
   * so a concurrent caller's filter no longer matches the document it just took.
   */
  async getNextJobToRun(
    jobName: string,
    nextScanAt: Date,
    lockDeadline: Date,
    now: Date | undefined,
    options: JobRepositoryOptions | undefined,
  ): Promise<JobParameters | undefined> {
    const doc = await this.collection.findOneAndUpdate(
      {
        name: jobName,
        disabled: { $ne: true },
        $or: [
          { lockedAt: null, nextRunAt: { $ne: null, $lte: nextScanAt } },
          { lockedAt: { $ne: null, $lte: lockDeadline } },
        ],
      },
      { $set: { lockedAt: now ?? new Date(), lastModifiedBy: options?.lastModifiedBy ?? null } },
      { returnDocument: 'after', sort: LOCK_SORT },
    );
    return doc ? toJobParameters(doc as JobDocument) : undefined;
  }
}
