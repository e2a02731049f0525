import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LazyRequestLogger } from './request-logger.js';

function sink() {
  const lines: string[] = [];
  const out = new Writable({
    write(chunk, _enc, cb) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  return { root: pino({ level: 'info', timestamp: false }, out), lines };
}

const flushed = () => new Promise((resolve) => setImmediate(resolve));

describe('LazyRequestLogger', () => {
  it('builds no child until something logs through it', () => {
    const { root } = sink();
    const log = new LazyRequestLogger(root, { reqId: 'r1' }, {});
    expect(log.created).toBe(false);
    expect(log.level).toBe('info');
    log.info('x');
    expect(log.created).toBe(true);
  });

  it("the parent with the id in the line writes the same JSON as the request's child", async () => {
    const { root, lines } = sink();
    const line = { method: 'GET', url: '/services/api/env', statusCode: 200, responseTime: 1.5, ip: '::1' };
    const lazy = new LazyRequestLogger(root, { reqId: 'r1' }, {});
    lazy.parent.info({ ...lazy.bindings, ...line }, 'request completed');
    root.child({ reqId: 'r1' }, {}).info(line, 'request completed');
    await flushed();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(lines[1]);
  });

  it('logs through a child bound to the request id, honouring the level', async () => {
    const { root, lines } = sink();
    const log = new LazyRequestLogger(root, { reqId: 'r2' }, {});
    log.debug('hidden');
    log.error({ err: new Error('boom') }, 'failed');
    log.child({ part: 'x' }).warn('nested');
    await flushed();
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed).toHaveLength(2);
    expect(parsed[0]).toMatchObject({ reqId: 'r2', level: 50, msg: 'failed' });
    expect(parsed[1]).toMatchObject({ reqId: 'r2', part: 'x', level: 40, msg: 'nested' });
  });
});
