import type {
  JobId,
  JobParameters,
  JobRepository,
  JobRepositoryOptions,
  JobsOverview,
  JobsQueryOptions,
  JobsResult,
  RemoveJobsOptions,
} from 'agenda';

/**
 * Wraps a backend's repository and remembers which job locks this worker currently holds, so a
 * graceful stop can release the ones it took but never started (Agenda's `drain()` leaves them
 * locked until `lockLifetime` expires). It is bookkeeping of this process's own leases, not a
 * lock: the store's conditional `findOneAndUpdate` stays the only thing that decides ownership.
 *
 * After `close()` it takes no new locks (a poll that is still in flight returns nothing) and
 * ignores fire-and-forget unlocks, so nothing reaches the store after the caller closed it.
 */
export class LeaseTrackingRepository implements JobRepository {
  private readonly held = new Set<string>();
  private readonly pending = new Set<Promise<unknown>>();
  private accepting = true;
  private closed = false;

  constructor(private readonly inner: JobRepository) {}

  /** Ids of jobs this worker has locked and not yet released. */
  heldLocks(): string[] {
    return [...this.held];
  }

  /** Stops taking locks and waits for lock calls already in flight. */
  async stopLocking(): Promise<void> {
    this.accepting = false;
    await Promise.allSettled([...this.pending]);
  }

  /** Releases the given held locks, then turns background unlock calls into no-ops. */
  async release(ids: string[]): Promise<void> {
    if (ids.length > 0) await this.unlockJobs(ids);
    this.closed = true;
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.pending.add(promise);
    const forget = () => this.pending.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  private remember(job: JobParameters | undefined): JobParameters | undefined {
    if (job?._id && job.lockedAt) this.held.add(String(job._id));
    return job;
  }

  connect(): Promise<void> {
    return this.inner.connect();
  }

  queryJobs(options?: JobsQueryOptions): Promise<JobsResult> {
    return this.inner.queryJobs(options);
  }

  getJobsOverview(): Promise<JobsOverview[]> {
    return this.inner.getJobsOverview();
  }

  getDistinctJobNames(): Promise<string[]> {
    return this.inner.getDistinctJobNames();
  }

  getJobById(id: string): Promise<JobParameters | null> {
    return this.inner.getJobById(id);
  }

  getQueueSize(): Promise<number> {
    return this.inner.getQueueSize();
  }

  removeJobs(options: RemoveJobsOptions): Promise<number> {
    return this.inner.removeJobs(options);
  }

  saveJob<DATA = unknown>(
    job: JobParameters<DATA>,
    options: JobRepositoryOptions | undefined,
  ): Promise<JobParameters<DATA>> {
    return this.inner.saveJob(job, options);
  }

  async saveJobState(job: JobParameters, options: JobRepositoryOptions | undefined): Promise<void> {
    await this.inner.saveJobState(job, options);
    if (job._id && !job.lockedAt) this.held.delete(String(job._id));
  }

  async lockJob(
    job: JobParameters,
    options: JobRepositoryOptions | undefined,
  ): Promise<JobParameters | undefined> {
    if (!this.accepting) return undefined;
    return this.remember(await this.track(this.inner.lockJob(job, options)));
  }

  async unlockJob(job: JobParameters): Promise<void> {
    if (this.closed) return;
    await this.inner.unlockJob(job);
    if (job._id) this.held.delete(String(job._id));
  }

  async unlockJobs(jobIds: (JobId | string)[]): Promise<void> {
    if (this.closed) return;
    await this.inner.unlockJobs(jobIds);
    for (const id of jobIds) this.held.delete(String(id));
  }

  async getNextJobToRun(
    jobName: string,
    nextScanAt: Date,
    lockDeadline: Date,
    now: Date | undefined,
    options: JobRepositoryOptions | undefined,
  ): Promise<JobParameters | undefined> {
    if (!this.accepting) return undefined;
    return this.remember(
      await this.track(this.inner.getNextJobToRun(jobName, nextScanAt, lockDeadline, now, options)),
    );
  }

  disableJobs(options: RemoveJobsOptions): Promise<number> {
    return this.inner.disableJobs(options);
  }

  enableJobs(options: RemoveJobsOptions): Promise<number> {
    return this.inner.enableJobs(options);
  }

  purgeAllJobs(): Promise<number> {
    return this.inner.purgeAllJobs();
  }
}
