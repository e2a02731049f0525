import { Long } from 'bson';
import { Aggregator, Query } from 'mingo';
import type { Document } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { runAggregate } from './aggregate.js';
import { compileFilter } from './compiled-filter.js';
import { compilePipeline } from './compiled-pipeline.js';
import { openEmbeddedStore } from './index.js';
import { type Doc, valueKey } from './values.js';
import type { View } from './views.js';
import { zoneDayText, zoneOffsetMinutes } from './zone-offset.js';

/** A view over `docs` in one collection, in their order. */
function viewOf(docs: Doc[]): View {
  const byKey = new Map(docs.map((doc) => [valueKey(doc._id), doc]));
  return {
    get: (_coll, key) => byKey.get(key),
    keys: () => byKey.keys(),
    candidates: () => byKey.keys(),
    indexes: () => [],
  };
}

const HOUR = 3_600_000;
/** Around both 2026 DST changes in Poland (29 March 01:00Z, 25 October 01:00Z) and a plain day. */
const DATES = [
  Date.UTC(2026, 2, 28, 22, 59),
  Date.UTC(2026, 2, 28, 23, 0),
  Date.UTC(2026, 2, 29, 0, 59),
  Date.UTC(2026, 2, 29, 1, 0),
  Date.UTC(2026, 2, 29, 21, 59),
  Date.UTC(2026, 2, 29, 22, 0),
  Date.UTC(2026, 9, 24, 21, 59),
  Date.UTC(2026, 9, 24, 22, 0),
  Date.UTC(2026, 9, 25, 0, 30),
  Date.UTC(2026, 9, 25, 1, 30),
  Date.UTC(2026, 9, 25, 22, 59),
  Date.UTC(2026, 9, 25, 23, 0),
  Date.UTC(2026, 0, 15, 12, 0),
].map((ms) => new Date(ms));

const STATUSES = ['late', 'upcoming', 'active', 'cancelled', 'paid', null, undefined];
const AMOUNTS = [0, 12_300, -5_000, 99, null, undefined, 1_000_000_07];

/** Deterministic documents with missing, null and unusual values mixed in. */
function documents(count: number): Doc[] {
  const docs: Doc[] = [];
  for (let i = 0; i < count; i++) {
    const doc: Doc = { _id: `d${i}`, organizationId: 'o1', eventId: i % 11 === 0 ? 'e2' : 'e1' };
    const status = STATUSES[i % STATUSES.length];
    if (status !== undefined) doc.status = status;
    const amount = AMOUNTS[(i * 3) % AMOUNTS.length];
    if (amount !== undefined) doc.leftToPay = amount;
    if (i % 5 !== 0) doc.grossAmount = (i * 37) % 20_000;
    if (i % 4 === 0) doc.manualDiscount = -100;
    // Always a date: mingo orders null and missing above dates in expressions (MongoDB below, tested apart).
    doc.requiredDate = DATES[i % DATES.length];
    if (i % 3 === 0) doc.type = 'refund';
    else doc.type = 'payment';
    if (i % 6 === 0) doc.flags = i % 12 === 0 ? ['amount-mismatch'] : ['other'];
    if (i % 17 === 0) doc.review = { decidedBy: 'u1' };
    doc.data = [{ name: 'first_name', value: `N${i}` }];
    docs.push(doc);
  }
  return docs;
}

/** mingo leaves `_id` out of a group whose key is missing; MongoDB (and the compiled path) gives null. */
const withNullIds = (rows: Doc[]): Doc[] => rows.map((row) => ('_id' in row ? row : { _id: null, ...row }));

function mingoRun(pipeline: Document[], docs: Doc[]): Doc[] {
  return new Aggregator(pipeline).run(structuredClone(docs)) as Doc[];
}

const isLate = { $eq: ['$status', 'late'] };
const PIPELINES: Record<string, Document[]> = {
  'totals with $cond, $ifNull, $add and a date comparison': [
    { $match: { status: { $ne: 'cancelled' } } },
    { $project: { status: 1, grossAmount: 1, manualDiscount: 1, leftToPay: 1, requiredDate: 1 } },
    {
      $group: {
        _id: null,
        billed: { $sum: { $add: [{ $ifNull: ['$grossAmount', 0] }, { $ifNull: ['$manualDiscount', 0] }] } },
        leftToPay: { $sum: { $ifNull: ['$leftToPay', 0] } },
        dueNow: {
          $sum: { $cond: [{ $lt: ['$requiredDate', DATES[5]] }, { $ifNull: ['$leftToPay', 0] }, 0] },
        },
        overdue: { $sum: { $cond: [isLate, { $ifNull: ['$leftToPay', 0] }, 0] } },
        overdueCount: { $sum: { $cond: [isLate, 1, 0] } },
      },
    },
  ],
  'per Polish day, with a $match of ranges and $in, sorted and limited': [
    {
      $match: {
        leftToPay: { $gt: 0 },
        status: { $in: ['upcoming', 'active', null] },
        requiredDate: { $gte: DATES[0], $lt: DATES[11] },
      },
    },
    {
      $group: {
        _id: { $dateToString: { format: '%Y-%m-%d', date: '$requiredDate', timezone: 'Europe/Warsaw' } },
        count: { $sum: 1 },
        amount: { $sum: '$leftToPay' },
      },
    },
    { $sort: { _id: 1 } },
    { $limit: 3 },
  ],
  'a $facet of counts by status, the latest rows and flags': [
    { $project: { status: 1, type: 1, requiredDate: 1, flags: 1, review: 1, data: 1 } },
    {
      $facet: {
        byStatus: [{ $group: { _id: '$status', count: { $sum: 1 } } }],
        latest: [
          { $match: { requiredDate: { $type: 'date' } } },
          { $sort: { requiredDate: -1, _id: -1 } },
          { $limit: 4 },
        ],
        counts: [
          {
            $group: {
              _id: null,
              flagged: {
                $sum: {
                  $cond: [
                    {
                      $and: [
                        {
                          $gt: [
                            {
                              $size: { $setIntersection: [{ $ifNull: ['$flags', []] }, ['amount-mismatch']] },
                            },
                            0,
                          ],
                        },
                        { $eq: [{ $ifNull: ['$review', null] }, null] },
                      ],
                    },
                    1,
                    0,
                  ],
                },
              },
              refunds: {
                $sum: {
                  $cond: [
                    { $and: [{ $eq: ['$type', 'refund'] }, { $in: ['$status', ['paid', 'late']] }] },
                    1,
                    0,
                  ],
                },
              },
            },
          },
        ],
        total: [{ $count: 'n' }],
        none: [{ $match: { status: 'nobody' } }, { $count: 'n' }],
      },
    },
  ],
};

describe('aggregations on the embedded store without mingo (issue 14, the dashboard)', () => {
  const docs = documents(400);
  const tenant = { $match: { organizationId: 'o1', eventId: 'e1' } };

  for (const [name, pipeline] of Object.entries(PIPELINES)) {
    it(`${name}: compiled, it answers what mingo answers`, () => {
      expect(compilePipeline(pipeline)).toBeDefined();
      const full = [tenant, ...pipeline];
      const compiled = runAggregate(viewOf(docs), 'c', full);
      const expected = mingoRun(full, docs);
      const normalise = (rows: Doc[]) =>
        rows.map((row) =>
          'byStatus' in row
            ? { ...row, byStatus: withNullIds(row.byStatus as Doc[]) }
            : withNullIds([row])[0],
        );
      expect(compiled).toEqual(normalise(expected));
    });
  }

  it('a value the compiled operators do not handle (a Long amount, an array in a comparison) falls back to mingo', () => {
    const odd: Doc[] = [
      { _id: 'a', organizationId: 'o1', leftToPay: Long.fromNumber(500), status: 'late' },
      { _id: 'b', organizationId: 'o1', leftToPay: 700, status: ['late', 'x'] },
    ];
    const pipeline = [
      { $match: { organizationId: 'o1' } },
      {
        $group: {
          _id: null,
          sum: { $sum: '$leftToPay' },
          late: { $sum: { $cond: [isLate, 1, 0] } },
        },
      },
    ];
    expect(runAggregate(viewOf(odd), 'c', pipeline)).toEqual(mingoRun(pipeline, odd));
  });

  it('follows MongoDB where mingo does not: a missing value is below null and any date, and is not null', () => {
    const stored: Doc[] = [
      { _id: 'missing', organizationId: 'o1', n: 1 },
      { _id: 'null', organizationId: 'o1', n: 10, requiredDate: null },
      { _id: 'date', organizationId: 'o1', n: 100, requiredDate: DATES[0] },
      { _id: 'later', organizationId: 'o1', n: 1000, requiredDate: DATES[5] },
    ];
    const sumWhere = (condition: Document) => ({ $sum: { $cond: [condition, '$n', 0] } });
    const [row] = runAggregate(viewOf(stored), 'c', [
      { $match: { organizationId: 'o1' } },
      {
        $group: {
          _id: '$nothing',
          beforeDate: sumWhere({ $lt: ['$requiredDate', DATES[3]] }),
          isNull: sumWhere({ $eq: ['$requiredDate', null] }),
          belowNull: sumWhere({ $lt: ['$requiredDate', null] }),
        },
      },
    ]);
    expect(row).toEqual({ _id: null, beforeDate: 111, isNull: 10, belowNull: 1 });
  });

  it('hands out copies: changing a result does not change the stored documents', () => {
    const stored = documents(20);
    const before = structuredClone(stored);
    const [facet] = runAggregate(viewOf(stored), 'c', [
      tenant,
      { $facet: { latest: [{ $sort: { _id: 1 } }, { $limit: 2 }], all: [{ $match: {} }] } },
    ]);
    for (const row of [...(facet!.latest as Doc[]), ...(facet!.all as Doc[])]) {
      row.status = 'changed';
      (row.data as Doc[])[0]!.value = 'changed';
    }
    expect(stored).toEqual(before);
  });

  it('stages that write into documents ($addFields) still run on copies', () => {
    const stored = documents(10);
    const before = structuredClone(stored);
    const rows = runAggregate(viewOf(stored), 'c', [tenant, { $addFields: { 'data.extra': 1 } }]);
    expect(rows.length).toBeGreaterThan(0);
    expect(stored).toEqual(before);
  });
});

describe('aggregate through the store (embedded)', () => {
  it("reads one tenant's documents whether its index bucket is most of the collection (a scan) or a few of them, inside a transaction too", async () => {
    const store = openEmbeddedStore({ dataDir: '', dbName: 'aggregate', journal: false });
    const items = store.db.collection<Doc & { _id: string }>('items');
    await items.createIndex({ organizationId: 1, eventId: 1 });
    const docs: (Doc & { _id: string })[] = documents(300).map((doc, i) => ({
      ...doc,
      _id: String(doc._id),
      eventId: i % 10 === 0 ? 'small' : 'big',
    }));
    await items.insertMany(docs);
    const pipeline = (eventId: string) => [
      { $match: { organizationId: 'o1', eventId } },
      { $group: { _id: '$status', count: { $sum: 1 }, left: { $sum: '$leftToPay' } } },
    ];
    for (const eventId of ['big', 'small']) {
      const expected = withNullIds(
        mingoRun(
          pipeline(eventId),
          docs.filter((doc) => doc.eventId === eventId),
        ),
      );
      expect(await items.aggregate(pipeline(eventId)).toArray()).toEqual(expected);
      const session = store.startSession();
      session.startTransaction();
      await items.updateOne({ _id: 'd1' }, { $set: { leftToPay: 5 } }, { session });
      const inside = await items.aggregate(pipeline(eventId), { session }).toArray();
      await session.abortTransaction();
      await session.endSession();
      const changed = docs.map((doc) => (doc._id === 'd1' ? { ...doc, leftToPay: 5 } : doc));
      expect(inside).toEqual(
        withNullIds(
          mingoRun(
            pipeline(eventId),
            changed.filter((doc) => doc.eventId === eventId),
          ),
        ),
      );
    }
    await store.close();
  });
});

describe('compiled query filters of the embedded store', () => {
  const values = [
    undefined,
    null,
    0,
    5,
    -1,
    'a',
    'b',
    '',
    true,
    false,
    DATES[0],
    DATES[3],
    [5],
    ['a', 'b'],
    { x: 1 },
    Long.fromNumber(5),
    Number.NaN,
  ];
  const filters: Document[] = [
    { f: 5 },
    { f: null },
    { f: { $ne: null } },
    { f: { $ne: 'a' } },
    { f: { $in: ['a', null, 5] } },
    { f: { $gt: 0 } },
    { f: { $gte: 'a', $lt: 'b' } },
    { f: { $gte: DATES[0], $lt: DATES[3] } },
    { f: { $lte: DATES[0] } },
    { f: { $type: 'date' } },
    { f: true },
    { f: { $eq: DATES[3] } },
    { f: 'a', g: { $gt: 0 } },
  ];
  it('match exactly the documents mingo matches', () => {
    for (const filter of filters) {
      const fast = compileFilter(filter);
      expect(fast, JSON.stringify(filter)).toBeDefined();
      const query = new Query(filter);
      for (const f of values)
        for (const g of [undefined, 1, -1]) {
          const doc: Doc = { _id: 1 };
          if (f !== undefined) doc.f = f;
          if (g !== undefined) doc.g = g;
          const answer = fast!(doc) ?? query.test(doc);
          expect(answer, `${JSON.stringify(filter)} on ${String(f)}, ${String(g)}`).toBe(query.test(doc));
        }
    }
  });
});

describe('time zone offsets of the embedded store', () => {
  it("give each date the calendar day mingo's $dateToString gives, across both 2026 DST changes in Poland", () => {
    const zones = ['Europe/Warsaw', 'America/St_Johns', 'Asia/Kolkata', 'Asia/Kathmandu'];
    const dates: Doc[] = [];
    for (const start of [Date.UTC(2026, 2, 28, 12), Date.UTC(2026, 9, 24, 12)])
      for (let ms = start; ms < start + 36 * HOUR; ms += 7 * 60_000 + 13_000)
        dates.push({ at: new Date(ms) });
    for (const timezone of zones) {
      const expected = new Aggregator([
        { $project: { day: { $dateToString: { format: '%Y-%m-%d', date: '$at', timezone } } } },
      ]).run(dates) as Doc[];
      const ours = dates.map((doc) => zoneDayText(timezone, doc.at as Date));
      // Twice: the second answer comes from what the first remembered.
      for (const answer of [ours, dates.map((doc) => zoneDayText(timezone, doc.at as Date))])
        expect(answer, timezone).toEqual(expected.map((row) => row.day));
    }
  });

  it("equal mingo's (toLocaleString) on every quarter hour across both 2026 DST changes in Poland", () => {
    const offsetByLocale = (date: Date, timeZone: string) => {
      const utc = new Date(date.toLocaleString('en-US', { timeZone: 'UTC' }));
      const local = new Date(date.toLocaleString('en-US', { timeZone }));
      return Math.round((local.getTime() - utc.getTime()) / 60_000);
    };
    for (const start of [Date.UTC(2026, 2, 28, 12), Date.UTC(2026, 9, 24, 12)]) {
      for (let ms = start; ms < start + 36 * HOUR; ms += HOUR / 4 + 7_000) {
        const date = new Date(ms);
        for (const zone of ['Europe/Warsaw', 'America/St_Johns', 'Asia/Kolkata'])
          expect(zoneOffsetMinutes(zone, date), `${zone} ${date.toISOString()}`).toBe(
            offsetByLocale(date, zone),
          );
      }
    }
  });
});
