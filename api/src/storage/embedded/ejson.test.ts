import { Binary, Decimal128, Long, ObjectId, Timestamp, UUID } from 'bson';
import { describe, expect, it } from 'vitest';
import { decodeValue, encodeValue, fromJson, toJson } from './ejson.js';

describe('on-disk EJSON', () => {
  const sample = {
    _id: new ObjectId(),
    int: 42,
    double: 0.1,
    large: 2 ** 53 - 1,
    negZero: -0,
    nan: Number.NaN,
    inf: Number.POSITIVE_INFINITY,
    long: Long.fromString('-9223372036854775808'),
    date: new Date('2026-11-21T12:00:00.001Z'),
    bin: new Binary(Buffer.from('zażółć'), 0),
    uuid: new UUID(),
    dec: Decimal128.fromString('0.10'),
    ts: new Timestamp({ t: 5, i: 6 }),
    re: /^a.c$/i,
    text: 'Zażółć "gęślą" jaźń\n',
    nested: { list: [1, 'a', null, { deep: true }], empty: {} },
  };

  it('every BSON type roundtrips exactly, and a JavaScript number stays a number', () => {
    const back = fromJson(toJson(sample)) as typeof sample;
    expect(back).toEqual(sample);
    expect(back.long).toBeInstanceOf(Long);
    expect(typeof back.large).toBe('number');
    expect(Object.is(back.negZero, -0)).toBe(true);
    expect(back.re).toBeInstanceOf(RegExp);
  });

  it('the one-pass writer gives the same text as encoding the tree', () => {
    expect(toJson(sample)).toBe(JSON.stringify(encodeValue(sample)));
    expect(decodeValue(JSON.parse(toJson({ a: undefined, b: 1 })))).toEqual({ b: 1 });
  });
});
