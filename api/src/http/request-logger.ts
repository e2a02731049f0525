/**
 * `request.log` without a pino child per request. Fastify asks its `childLoggerFactory` for a child logger
 * bound to the request id on every request; pino builds that child eagerly (a new object, formatters and
 * serialised bindings), although most requests log nothing but their one "request completed" line.
 * `LazyRequestLogger` builds the child on first use instead, and the kernel writes the completed line
 * through the parent with the id in the line (./lifecycle.ts), which gives the same JSON: pino writes a
 * child's bindings right after `pid` and `hostname`, where the line's first field goes too.
 */
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type LogArgs = Parameters<FastifyBaseLogger['info']>;

export class LazyRequestLogger implements FastifyBaseLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(
    /** The logger of the route's instance (what Fastify would have made the child of). */
    readonly parent: FastifyBaseLogger,
    /** `{ reqId }` (the request id under Fastify's `requestIdLogLabel`). */
    readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** True once something logged through this request's logger (the pino child exists). */
  get created(): boolean {
    return this.real !== undefined;
  }

  private get actual(): FastifyBaseLogger {
    this.real ??= this.parent.child(this.bindings, this.options);
    return this.real;
  }

  get level(): string {
    return this.real?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.actual.level = level;
  }

  fatal(...args: LogArgs): void {
    this.actual.fatal(...args);
  }
  error(...args: LogArgs): void {
    this.actual.error(...args);
  }
  warn(...args: LogArgs): void {
    this.actual.warn(...args);
  }
  info(...args: LogArgs): void {
    this.actual.info(...args);
  }
  debug(...args: LogArgs): void {
    this.actual.debug(...args);
  }
  trace(...args: LogArgs): void {
    this.actual.trace(...args);
  }
  silent(...args: LogArgs): void {
    this.actual.silent(...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.actual.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a lazy child per request (options only when the route sets some). */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new LazyRequestLogger(logger, bindings, options);
