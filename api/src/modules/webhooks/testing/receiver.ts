/** Test support: a real HTTP receiver on 127.0.0.1 that records webhook requests and answers as scripted. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

/**
 * `answers`: the status of each request in turn (the last one repeats); 'hang' never answers (the
 * sender's timeout must end it).
 */
export async function startReceiver(answers: (number | 'hang')[] = [200]): Promise<Receiver> {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = answers[Math.min(received.length - 1, answers.length - 1)] ?? 200;
      if (answer === 'hang') return;
      response.writeHead(answer, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
