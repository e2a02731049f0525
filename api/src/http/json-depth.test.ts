import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth.js';

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('nestedDeeperThan: the JSON nesting limit, one iterative pass', () => {
  it(`a body nested exactly ${MAX_JSON_DEPTH} levels passes; one more level does not`, () => {
    expect(nestedDeeperThan(arrays(MAX_JSON_DEPTH))).toBe(false);
    expect(nestedDeeperThan(arrays(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestedDeeperThan(objects(MAX_JSON_DEPTH))).toBe(false);
    expect(nestedDeeperThan(objects(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('10,000 and 1,000,000 levels are found without recursion', () => {
    expect(nestedDeeperThan(arrays(10_000))).toBe(true);
    expect(nestedDeeperThan(`{"x":${'['.repeat(1_000_000)}`)).toBe(true);
  });

  it('brackets inside strings, also after escaped quotes and backslashes, do not count', () => {
    const inString = JSON.stringify({ text: `"\\${'['.repeat(500)}\\"{{{` });
    expect(nestedDeeperThan(inString, 3)).toBe(false);
    expect(nestedDeeperThan(JSON.stringify({ a: 'x\\', b: [[[[1]]]] }), 3)).toBe(true);
    expect(nestedDeeperThan(JSON.stringify({ a: 'x\\"', b: [[1]] }), 3)).toBe(false);
  });

  it('siblings do not add up: depth is the deepest path, not the count of brackets', () => {
    expect(nestedDeeperThan(JSON.stringify(Array.from({ length: 1000 }, () => [[{ a: [1] }]])), 5)).toBe(
      false,
    );
  });

  it('malformed text is left to the parser (an unterminated string is not deep)', () => {
    expect(nestedDeeperThan(`"${'['.repeat(500)}`, 3)).toBe(false);
  });
});
