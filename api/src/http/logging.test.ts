import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing.js';

let t: TestApp | undefined;
afterAll(() => t?.close());

describe('request logging', () => {
  it('one JSON line per request with its request id; 5xx errors log the stack, the response does not carry it', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        cb();
      },
    });
    t = await createTestApp({ logger: pino({ level: 'info' }, stream) });
    t.app.get('/services/api/test/crash', async () => {
      throw new Error('boom');
    });
    const ok = await t.app.inject({
      method: 'GET',
      url: '/services/api/env',
      headers: { 'x-request-id': 'abc-1' },
    });
    expect(ok.statusCode).toBe(200);
    const crash = await t.app.inject({ method: 'GET', url: '/services/api/test/crash' });
    expect(crash.body).not.toContain('boom');

    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(completed[0]).toMatchObject({
      reqId: 'abc-1',
      method: 'GET',
      url: '/services/api/env',
      statusCode: 200,
    });
    expect(typeof completed[0]?.responseTime).toBe('number');
    expect(lines.filter((l) => l.reqId === 'abc-1')).toHaveLength(1);

    const failed = lines.find((l) => l.msg === 'request failed') as { reqId: string; err: { stack: string } };
    expect(failed.reqId).toBe(crash.headers['x-request-id']);
    expect(failed.err.stack).toContain('boom');
  });
});
