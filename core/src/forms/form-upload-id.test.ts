import { describe, expect, it } from 'vitest';
import { generateId, randomUuid } from '../ids/index.js';
import { isFormUploadId } from './form-upload-id.js';

describe('isFormUploadId', () => {
  it('accepts generated ids and UUIDs', () => {
    expect(isFormUploadId(generateId(8))).toBe(true);
    expect(isFormUploadId(randomUuid())).toBe(true);
  });
  it.each([['abc'], ['../etc/passwd'], ['a b c d e'], [12345], ['x'.repeat(65)]])('refuses %j', (value) => {
    expect(isFormUploadId(value)).toBe(false);
  });
});
