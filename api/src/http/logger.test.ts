import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BatchedStdout, createLogger } from './logger.js';

function sink() {
  const writes: string[] = [];
  const out = new Writable({
    write(chunk, _enc, cb) {
      writes.push(String(chunk));
      cb();
    },
  });
  return { out, writes };
}

describe('BatchedStdout', () => {
  it('joins the lines of flushMs into one write', async () => {
    const { out, writes } = sink();
    const dest = new BatchedStdout(out, 64 * 1024, 5);
    dest.write('a\n');
    await new Promise((r) => setImmediate(r));
    dest.write('b\n');
    expect(writes).toEqual([]);
    await new Promise((r) => setTimeout(r, 20));
    expect(writes).toEqual(['a\nb\n']);
  });

  it('writes at once when the batch is full, and flush() empties it', () => {
    const { out, writes } = sink();
    const dest = new BatchedStdout(out, 4);
    dest.write('abc\n');
    expect(writes).toEqual(['abc\n']);
    dest.write('x\n');
    dest.flush();
    expect(writes).toEqual(['abc\n', 'x\n']);
  });
});

describe('createLogger', () => {
  it('writes pino JSON lines and hides the auth token', async () => {
    const { out, writes } = sink();
    const log = createLogger('info', out);
    log.info({ headers: { 'x-auth-token': 'secret.jwt.value' } }, 'hello');
    log.debug('not at info');
    await new Promise((r) => setTimeout(r, 50));
    const lines = writes
      .join('')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'hello', headers: { 'x-auth-token': '[ukryte]' } });
  });
});
