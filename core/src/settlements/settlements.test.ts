import { describe, expect, it } from 'vitest';
import { makeBilling } from '../billing/billing.fixture.js';
import { LUCJA_CONTACT_DATA } from '../participants/participant-grid.fixture.js';
import { participantGridRow } from '../participants/participant-grid-row.js';
import {
  orderSettlementCategories,
  settlementCategoryFigures,
  settlementCategoryText,
} from './settlement-categories.js';
import { settlementsColumns } from './settlements-columns.js';
import { settlementsSearch, settlementsSums, sortSettlementsRows } from './settlements-grid.js';
import {
  type SettlementsBilling,
  type SettlementsParticipant,
  settlementsPaymentsSum,
  settlementsRow,
} from './settlements-row.js';
import { settlementsDecoder, settlementsKeys, settlementsValues } from './settlements-stream.js';

const NOW = new Date('2026-03-10T12:00:00Z');

const participant = (over: Partial<SettlementsParticipant> = {}): SettlementsParticipant => ({
  _id: 'p1',
  customerId: 'c1',
  eventId: 'ev1',
  status: 'upToDate',
  createdOn: new Date('2026-01-02T10:00:00Z'),
  group: 'g1',
  data: LUCJA_CONTACT_DATA,
  calculated: {
    totalSum: 36_900,
    leftToPay: 22_900,
    leftToPayRequired: 12_300,
    leftToPayLate: 10_600,
    payments: 14_000,
    details: {
      amount: 30_000,
      vat: 6_900,
      grossAmount: 36_900,
      rebate: 3_000,
      rules: [
        { id: 'r1', category: 'Cennik', name: 'Turnus', amount: 30_000, percent: 0 },
        { id: 'r2', category: 'Rabaty', name: 'Rodzeństwo', amount: -3_000, percent: -10 },
        { id: 'r3', category: '', name: 'Transport', amount: 3_000, percent: 0 },
      ],
    },
  },
  ...over,
});

/** The billing fixture's active 100,00 zł net + 23,00 zł VAT, due after NOW. */
const billing = (over: Partial<SettlementsBilling>): SettlementsBilling => ({
  ...makeBilling({ requiredDate: new Date('2026-04-01T12:00:00Z') }),
  ...over,
});

const BILLINGS: SettlementsBilling[] = [
  billing({
    status: 'paid',
    leftToPay: 0,
    manualDiscount: -1_000,
    payments: [{ amount: 10_000 }, { amount: 1_300 }],
    requiredDate: new Date('2026-02-01T12:00:00Z'),
  }),
  billing({
    status: 'late',
    leftToPay: 10_600,
    manualDiscount: 500,
    payments: [{ amount: 2_700 }, { amount: 1_000 }, { amount: -1_000 }],
  }),
  billing({ status: 'upcoming', leftToPay: 12_300 }),
  // Cancelled billings count neither in the figures nor in the manual markup.
  billing({ status: 'cancelled', leftToPay: 0, manualDiscount: 9_999, payments: [{ amount: 5_000 }] }),
];

describe('settlementsRow (first document §2 "Settlements grid")', () => {
  it('"adds payment method, …, rebates, net, VAT, gross, manual markup, required payments, overdue payments, payments sum, left to pay, payment status" in grosze', () => {
    const row = settlementsRow(participant({ paymentForm: 'transfer' }), BILLINGS, {
      latestPayment: { status: 'COMPLETED', method: 'online' },
      paymentLink: 'https://oboz.zapisy.test/l?k=abc',
      rowNumber: 3,
    });
    expect(row).toEqual({
      _id: 'p1',
      rowNumber: 3,
      customerId: 'c1',
      eventId: 'ev1',
      status: 'upToDate',
      name: 'Łucja Żółkiewska',
      email: 'lucja@example.pl',
      phone: '600 100 200',
      createdOn: Date.parse('2026-01-02T10:00:00Z'),
      group: 'g1',
      // The money came online: the method is how it really paid, not the form's 'transfer'.
      paymentForm: 'online',
      paymentMethod: 'Płatność online',
      paymentLink: 'https://oboz.zapisy.test/l?k=abc',
      // The rebate rule is in 'Rabaty' only, not again in a category column (issue 14).
      categories: { Cennik: { amount: 33_000, percent: null } },
      surcharges: 0,
      rebates: 3_000,
      net: 30_000,
      vat: 6_900,
      gross: 36_900,
      manualMarkup: -500,
      required: 12_300,
      overdue: 10_600,
      payments: 14_000,
      leftToPay: 22_900,
      paymentStatus: 'COMPLETED',
      paymentStatusLabel: 'Wpłacono',
    });
  });

  it("the participants grid's settlements figures equal the settlements row's for the same participant", () => {
    for (const status of ['upToDate', 'cancelled', 'waiting', 'overdue'] as const) {
      const p = participant({ status });
      for (const billings of [BILLINGS, []]) {
        const grid = participantGridRow(p, billings, 1, { now: NOW }).settlements;
        const row = settlementsRow(p, billings);
        expect({
          surcharges: row.surcharges,
          rebates: row.rebates,
          net: row.net,
          vat: row.vat,
          gross: row.gross,
          required: row.required,
          overdue: row.overdue,
          leftToPay: row.leftToPay,
        }).toEqual(grid);
      }
    }
  });

  it("payment method labels 'Płatność online', 'Przelew', 'Gotówka'; none → '—'; money received gives its method", () => {
    const label = (paymentForm: string | undefined, method?: string) =>
      settlementsRow(participant({ paymentForm }), [], {
        latestPayment: method ? { status: 'COMPLETED', method } : null,
      }).paymentMethod;
    expect(label('online')).toBe('Płatność online');
    expect(label('transfer')).toBe('Przelew');
    expect(label('cash')).toBe('Gotówka');
    expect(label('none')).toBe('—');
    expect(label(undefined)).toBe('—');
    expect(label('none', 'cash')).toBe('Gotówka');
  });

  it("payment status: the latest money received's label; no payment → empty", () => {
    const row = settlementsRow(participant(), []);
    expect([row.paymentStatus, row.paymentStatusLabel]).toEqual([null, '']);
    expect(
      settlementsRow(participant(), [], { latestPayment: { status: 'IMPORTED' } }).paymentStatusLabel,
    ).toBe('Rozliczono');
  });

  it('method and status come from the money actually received: an abandoned online attempt is not a payment', () => {
    for (const status of ['NEW', 'PENDING', 'CANCELED', 'CREATED'] as const) {
      const row = settlementsRow(participant({ paymentForm: 'cash' }), [], {
        latestPayment: { status, method: 'online' },
      });
      expect([row.paymentMethod, row.paymentStatusLabel]).toEqual(['Gotówka', '']);
    }
    const none = settlementsRow(participant(), [], { latestPayment: { status: 'NEW', method: 'online' } });
    expect([none.paymentMethod, none.paymentStatus]).toEqual(['—', null]);
  });
});

describe('per-category cost or percent (Payment rules: "category (default \'Cennik\')")', () => {
  it("sums a category's amounts; a category of percent rules only shows the percent; missing category is 'Cennik'", () => {
    const figures = settlementCategoryFigures({
      details: [
        { category: 'Dodatki', amount: 1_250, percent: 5 },
        { category: 'Dodatki', amount: 500, percent: '2,5' },
        { amount: 10_000 },
      ],
    });
    expect(figures).toEqual({
      Dodatki: { amount: 1_750, percent: 7.5 },
      Cennik: { amount: 10_000, percent: null },
    });
    expect(settlementCategoryFigures(null)).toEqual({});
    expect(settlementCategoryFigures({ details: { amount: 1 } })).toEqual({});
  });

  it("columns: 'Cennik' first then alphabetical, between the identifying and the money columns", () => {
    const categories = orderSettlementCategories(['Zniżki', 'Autokar', 'Cennik', 'Autokar']);
    expect(categories).toEqual(['Cennik', 'Autokar', 'Zniżki']);
    expect(settlementsColumns(categories).map((c) => c.header)).toEqual([
      'Lp.',
      'Imię i nazwisko',
      'E-mail',
      'Telefon',
      'Status',
      'Data zapisu',
      'Grupa',
      'Metoda płatności',
      'Link do płatności',
      'Cennik',
      'Autokar',
      'Zniżki',
      'Dopłaty za opcje',
      'Rabaty',
      'Netto',
      'VAT',
      'Brutto',
      'Ręczna dopłata',
      'Wymagane wpłaty',
      'Zaległe wpłaty',
      'Suma wpłat',
      'Pozostało do zapłaty',
      'Status płatności',
    ]);
  });
});

describe('settlements stream lines, search, order and sums', () => {
  it('a line decodes back to the same row (labels rebuilt from the codes)', () => {
    const row = settlementsRow(participant({ paymentForm: 'cash' }), BILLINGS, {
      latestPayment: { status: 'CANCELED' },
      paymentLink: 'https://x/l?k=1',
      rowNumber: 5,
    });
    const categories = ['Cennik', 'Inne', 'Rabaty'];
    const line = JSON.parse(JSON.stringify(settlementsValues(row, categories)));
    expect(line.at(-2)).toBeNull();
    expect(settlementsDecoder(settlementsKeys(categories))(line, 5)).toEqual(row);
  });

  it('search by name without diacritics, order by a money column, sums of every money column', () => {
    const rows = [
      settlementsRow(participant({ _id: 'a' }), BILLINGS),
      settlementsRow(
        participant({
          _id: 'b',
          data: [
            { name: 'first_name', value: 'Jan' },
            { name: 'last_name', value: 'Nowak' },
          ],
          calculated: {
            totalSum: 100,
            leftToPay: 100,
            leftToPayLate: 0,
            leftToPayRequired: 100,
            payments: 0,
          },
        }),
        [billing({ amount: 100, vat: 0, grossAmount: 100, leftToPay: 100, manualDiscount: 250 })],
      ),
    ];
    expect(rows.filter(settlementsSearch('zolkiewska')).map((r) => r._id)).toEqual(['a']);
    sortSettlementsRows(rows, null, { field: 'net', asc: true });
    expect(rows.map((r) => [r._id, r.rowNumber])).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
    const sums = settlementsSums(rows);
    expect(sums).toMatchObject({ net: 30_100, manualMarkup: -250, payments: 14_000, leftToPay: 23_000 });
    expect(sums.categories).toEqual({ Cennik: 33_000 });
  });
});

describe('settlementsPaymentsSum', () => {
  it('reads partial billings (no payments list, no required date, no left to pay) as paying nothing', () => {
    expect(settlementsPaymentsSum([{ amount: 100 }, { status: 'active', payments: [{ amount: 40 }] }])).toBe(
      40,
    );
  });

  it("leaves out a cancelled billing's payments, as the billing figures do (§4)", () => {
    const billings = [
      billing({ status: 'cancelled', payments: [{ amount: 5_000 }] }),
      billing({ payments: [{ amount: 1_000 }, { amount: -200 }] }),
    ];
    expect(settlementsPaymentsSum(billings)).toBe(800);
  });
});

describe('settlementCategoryText (a "cost or percent per price-list category" cell)', () => {
  const money = (grosze: number) => `${grosze} gr`;
  it("a percent rule shows its percent, a cost its amount in the caller's format, nothing in the category is empty", () => {
    expect(settlementCategoryText({ amount: -2_000, percent: -7.5 }, money)).toBe('-7,5 %');
    expect(settlementCategoryText({ amount: 20_000, percent: null }, money)).toBe('20000 gr');
    expect(settlementCategoryText(undefined, money)).toBe('');
  });
});
