import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type FakeAnswer,
  FakeHookError,
  type FakeHttpRequest,
  jsonAnswer,
  readFakeRequest,
} from './fake-http.js';

/** Where a fake gateway listens. */
export interface FakeListenOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Only the loopback address is allowed. */
  host?: '127.0.0.1';
}

export interface LoopbackServerOptions extends FakeListenOptions {
  /** Named in the error for another host, e.g. 'The fake Paynow gateway'. */
  name: string;
  /** Content-Type of answers that name none. */
  jsonContentType?: string;
  handle(request: FakeHttpRequest): Promise<FakeAnswer>;
  /** The `{error}` of a 500 when `handle` throws anything but a FakeHookError (default '<name> failed'). */
  failureMessage?: string;
  /** The answer when `handle` throws (default: a FakeHookError's status and `{error}`, else the 500). */
  failed?(cause: unknown): FakeAnswer;
}

export interface LoopbackServer {
  /** e.g. 'http://127.0.0.1:41234'. */
  readonly url: string;
  close(): Promise<void>;
}

/** Throws unless `host` is the loopback address (the fakes never listen on a reachable interface). */
export function assertLoopbackHost(host: string | undefined, name: string): '127.0.0.1' {
  const chosen: string = host ?? '127.0.0.1';
  if (chosen !== '127.0.0.1') throw new Error(`${name} listens on 127.0.0.1 only`);
  return chosen;
}

/** An HTTP server on 127.0.0.1 that reads each request in full and answers what `handle` returns. */
export async function startLoopbackServer(options: LoopbackServerOptions): Promise<LoopbackServer> {
  const host = assertLoopbackHost(options.host, options.name);
  const failed =
    options.failed ??
    ((cause: unknown) =>
      cause instanceof FakeHookError
        ? jsonAnswer(cause.status, { error: cause.message })
        : jsonAnswer(500, { error: options.failureMessage ?? `${options.name} failed` }));
  const server = createServer((request, response) => {
    void readFakeRequest(request)
      .then((read) => options.handle(read))
      .catch(failed)
      .then((answer) => {
        response
          .writeHead(answer.status, {
            'Content-Type':
              answer.contentType ?? options.jsonContentType ?? 'application/json; charset=utf-8',
            'Content-Length': String(Buffer.byteLength(answer.body)),
            ...(answer.location === undefined ? {} : { Location: answer.location }),
            ...answer.headers,
          })
          .end(answer.body);
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
