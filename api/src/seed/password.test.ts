import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('writes a self-describing scrypt string with a random salt', async () => {
    const a = await hashPassword('zapisy-demo');
    const b = await hashPassword('zapisy-demo');
    expect(a).toMatch(/^scrypt\$N=16384,r=8,p=1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(a).not.toBe(b);
    expect(needsRehash(a)).toBe(false);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('zażółć gęślą jaźń');
    expect(await verifyPassword('zażółć gęślą jaźń', hash)).toBe(true);
    expect(await verifyPassword('zażółć gęślą jaźń'.normalize('NFD'), hash)).toBe(true);
    expect(await verifyPassword('zazolc gesla jazn', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('rejects malformed or oversized hash strings without throwing', async () => {
    const hash = await hashPassword('x');
    const [, , salt, key] = hash.split('$');
    for (const bad of [
      '',
      'plain',
      `bcrypt$N=16384,r=8,p=1$${salt}$${key}`,
      `scrypt$N=1000,r=8,p=1$${salt}$${key}`,
      `scrypt$N=1048576,r=32,p=1$${salt}$${key}`,
      `scrypt$N=16384,r=8,p=1$${salt}$`,
      `scrypt$N=16384,r=8,p=1$!!$${key}`,
    ]) {
      expect(await verifyPassword('x', bad), bad).toBe(false);
    }
    expect(needsRehash('plain')).toBe(true);
    expect(needsRehash(`scrypt$N=1024,r=8,p=1$${salt}$${key}`)).toBe(true);
  });
});
