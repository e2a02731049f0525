import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger.js';
import { writeInfoLine } from './request-line.js';

function capture() {
  const chunks: string[] = [];
  const out = new Writable({
    write(chunk, _enc, cb) {
      chunks.push(String(chunk));
      cb();
    },
  });
  return { out, text: () => chunks.join('') };
}

afterEach(() => vi.useRealTimers());

describe('the request line written without pino serialising it', () => {
  it('is byte for byte what pino writes for the same bindings, fields and message', () => {
    vi.useFakeTimers({ now: new Date('2026-12-02T08:00:00Z') });
    const fields = {
      method: 'GET',
      url: '/a?q="x"\u2028',
      statusCode: 200,
      responseTime: 1.25,
      ip: '127.0.0.1',
    };
    const direct = capture();
    const viaPino = capture();
    const a = pino({ level: 'info' }, direct.out).child({ plugin: 'x' });
    const b = pino({ level: 'info' }, viaPino.out).child({ plugin: 'x' });
    expect(writeInfoLine(a, { reqId: 'r-1' }, fields, 'request completed')).toBe(true);
    b.info({ reqId: 'r-1', ...fields }, 'request completed');
    expect(direct.text()).toBe(viaPino.text());
    expect(JSON.parse(direct.text())).toMatchObject({ level: 30, reqId: 'r-1', url: fields.url });
  });

  it('the server logger (batched stdout) takes the direct path; a level above info writes nothing', () => {
    const out = capture();
    const logger = createLogger('info', out.out);
    expect(writeInfoLine(logger, { reqId: 'r' }, { statusCode: 200 }, 'request completed')).toBe(true);
    const quiet = createLogger('warn', out.out);
    expect(writeInfoLine(quiet, { reqId: 'r' }, { statusCode: 200 }, 'request completed')).toBe(false);
  });

  it('a logger with a mixin or its own formatters is left to pino', () => {
    const out = capture();
    expect(writeInfoLine(pino({ mixin: () => ({ a: 1 }) }, out.out), {}, {}, 'm')).toBe(false);
    expect(
      writeInfoLine(pino({ formatters: { level: (label) => ({ level: label }) } }, out.out), {}, {}, 'm'),
    ).toBe(false);
    expect(out.text()).toBe('');
  });
});
