import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type RedeliveredNotification, RedeliveringNotifier } from './redelivering-notifier.js';

interface TestNotification extends RedeliveredNotification {
  status: string;
  signature: string;
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A receiver answering the given statuses in turn (then 200), recording what it got. */
async function receiver(statuses: number[]) {
  const got: { body: string; signature: string | undefined }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      got.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: request.headers.signature as string,
      });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/notify`, got };
}

function notifier(delays: number[], acknowledged?: (status: number) => boolean) {
  const created = new RedeliveringNotifier<TestNotification>({
    redeliveryDelaysMs: delays,
    headers: (n) => ({ 'Content-Type': 'application/json', Signature: n.signature }),
    ...(acknowledged === undefined ? {} : { acknowledged }),
  });
  closers.push(async () => created.close());
  return created;
}

describe('RedeliveringNotifier', () => {
  it('POSTs the signed body and redelivers until a 2xx', async () => {
    const target = await receiver([500, 503]);
    const sender = notifier([5, 5, 5]);
    const sent = await sender.send({ status: 'PAID', url: target.url, body: '{"a":1}', signature: 'sig' });
    expect(sent).toMatchObject({ id: 1, attempts: [500], delivered: false });
    await sender.idle();
    expect(sent).toMatchObject({ attempts: [500, 503, 200], delivered: true, gaveUp: false });
    expect(target.got).toEqual(Array.from({ length: 3 }, () => ({ body: '{"a":1}', signature: 'sig' })));
    expect(sender.sent).toEqual([sent]);
  });

  it('gives up after the last delay; a stricter acknowledgement (exactly 200) redelivers a 204', async () => {
    const failing = await receiver([500, 500, 500]);
    const strict = notifier([5, 5], (status) => status === 200);
    const lost = await strict.send({ status: 'X', url: failing.url, body: '{}', signature: 's' });
    await strict.idle();
    expect(lost).toMatchObject({ attempts: [500, 500, 500], delivered: false, gaveUp: true });
    const noContent = await receiver([204]);
    const second = await strict.send({ status: 'Y', url: noContent.url, body: '{}', signature: 's' });
    await strict.idle();
    expect(second).toMatchObject({ id: 2, attempts: [204, 200], delivered: true });
  });

  it('records a network error as 0, and close() stops the redelivery', async () => {
    const sender = notifier([60_000]);
    const sent = await sender.send({
      status: 'X',
      url: 'http://127.0.0.1:9/none',
      body: '{}',
      signature: 's',
    });
    expect(sent.attempts).toEqual([0]);
    sender.close();
    await sender.idle();
    expect(sent.attempts).toEqual([0]);
  });
});
