/**
 * Shared by the HTTP benchmarks (kernel.ts, rush.ts): servers in child processes on 127.0.0.1 (the built
 * Zapisy app on a temp embedded store, or a bare Fastify route), IPC to ask them for CPU time or a figure,
 * and autocannon. A benchmark script forks itself with `--serve <kind>`; `runBench` picks the side.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Store } from '../storage/index.js';

export const HOST = '127.0.0.1';
/** The V8 option of `npm run serve` (root package.json). */
export const SERVE_NODE_OPTION = '--max-semi-space-size=64';

export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  /** Seconds. */
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}

export interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}

export type Autocannon = (options: {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  pipelining?: number;
  method?: string;
  headers?: Record<string, string>;
  requests?: AutocannonRequest[];
  timeout?: number;
}) => Promise<AutocannonResult>;

export function loadAutocannon(): Autocannon {
  return createRequire(import.meta.url)('autocannon') as Autocannon;
}

/** A server in a child process; `origin` is `http://127.0.0.1:<port>`. */
export interface Server {
  child: ChildProcess;
  origin: string;
}

/** Questions a child answers over IPC besides 'cpu' (its `process.cpuUsage()`). */
export type ChildQueries = Record<string, () => Promise<unknown>>;

/** Forks `script` (a benchmark's own file URL) with `--serve kind`; resolves once it listens. */
export function startServer(script: string, kind: string, env: NodeJS.ProcessEnv = {}): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(script), ['--serve', kind], {
      // The young generation `npm run serve` gives the server (package.json), for every server alike.
      execArgv: [...process.execArgv, SERVE_NODE_OPTION],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: { ...process.env, ...env },
    });
    child.once('message', (message) => {
      const port = (message as { port?: number }).port;
      if (typeof port === 'number') resolve({ child, origin: `http://${HOST}:${port}` });
      else reject(new Error(`${kind}: ${JSON.stringify(message)}`));
    });
    child.once('exit', (code) => reject(new Error(`${kind} server exited with code ${code}`)));
  });
}

function ask<T>(server: Server, question: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (m: unknown) => {
      const answer = m as { question?: string; value?: T };
      if (answer.question !== question) return;
      server.child.off('message', onMessage);
      resolve(answer.value as T);
    };
    server.child.on('message', onMessage);
    server.child.send(question);
  });
}

/** The child's CPU time (user + system), microseconds. */
export async function cpuOf(server: Server): Promise<number> {
  const cpu = await ask<NodeJS.CpuUsage>(server, 'cpu');
  return cpu.user + cpu.system;
}

/** Asks the child one of its `ChildQueries`. */
export function query<T>(server: Server, question: string): Promise<T> {
  return ask<T>(server, question);
}

/**
 * The built Zapisy app on a fresh embedded store in a temp directory; `prepare` writes into the store
 * before the app starts; `dispatchEvents` starts the domain-event dispatcher as the server's main does.
 * The directory is removed when the parent disconnects.
 */
export async function serveZapisy(
  prepare?: (store: Store) => Promise<void>,
  options: { dispatchEvents?: boolean } = {},
): Promise<{ port: number; store: Store; app: FastifyInstance }> {
  await import('reflect-metadata');
  const { buildApp } = await import('../app.js');
  const { loadConfig } = await import('../config.js');
  const { openStore } = await import('../storage/index.js');
  const { createLogger } = await import('../http/logger.js');
  const dataDir = await mkdtemp(join(tmpdir(), 'zapisy-bench-'));
  // Benchmarks measure the registration path, not the limits or the bot check: both off unless the
  // environment says otherwise (RATE_LIMITS=on BOT_PROTECTION=on to measure them too).
  const benchEnv = { RATE_LIMITS: 'off', BOT_PROTECTION: 'off', ...process.env };
  const config = loadConfig({ ...benchEnv, DATA_DIR: dataDir, PORT: '0', HOST });
  const store = await openStore({ dataDir, dbName: config.dbName });
  await prepare?.(store);
  // The same logger `npm run serve` uses: request lines at LOG_LEVEL (info by default).
  const app = await buildApp({ config, store, logger: createLogger(config.logLevel) });
  await app.listen({ host: HOST, port: 0 });
  // As `npm run serve` does (main.ts): domain events are dispatched as soon as they are committed.
  if (options.dispatchEvents) app.events.startWatching();
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => store.close())
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .finally(() => process.exit(0));
  });
  return { port: (app.server.address() as { port: number }).port, store, app };
}

/** A bare Fastify server answering `GET path` with `body`. */
export async function serveBare(path: string, body: unknown): Promise<number> {
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  app.get(path, async () => body);
  await app.listen({ host: HOST, port: 0 });
  process.on('disconnect', () => void app.close().finally(() => process.exit(0)));
  return (app.server.address() as { port: number }).port;
}

function fail(error: unknown): never {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
}

/**
 * In a child (`--serve kind`): starts `servers[kind]`, reports its port and answers 'cpu' and `queries`.
 * Otherwise runs `main`. Exits non-zero on any error.
 */
export function runBench(
  servers: Record<string, () => Promise<{ port: number; queries?: ChildQueries }>>,
  main: () => Promise<void>,
): void {
  const serveIndex = process.argv.indexOf('--serve');
  if (serveIndex === -1) {
    main().catch(fail);
    return;
  }
  const kind = process.argv[serveIndex + 1] ?? '';
  const serve = servers[kind];
  if (!serve) fail(new Error(`unknown server kind "${kind}"`));
  serve().then(({ port, queries = {} }) => {
    process.on('message', (question) => {
      const name = String(question);
      if (name === 'cpu') process.send?.({ question: name, value: process.cpuUsage() });
      else void queries[name]?.().then((value) => process.send?.({ question: name, value }), fail);
    });
    process.send?.({ port });
  }, fail);
}
