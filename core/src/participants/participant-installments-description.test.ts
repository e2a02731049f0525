import { describe, expect, it } from 'vitest';
import { formatGrosze } from '../money/index.js';
import { groszeText, participantInstallmentsDescription } from './participant-installments-description.js';

const installments = [
  { date: new Date('2026-02-14T23:30:00Z'), amount: 8130, grossAmount: 10000 }, // 15.02 in Poland
  { date: '2026-01-15T09:00:00.000Z', amount: 8130, grossAmount: 10000 },
  { date: new Date('2026-03-15T09:00:00Z'), amount: 100_000 }, // no gross: the net amount
];

describe('participantInstallmentsDescription — first document §2 column "installments description" (field installments_description)', () => {
  it('the plan name, "Polish plural forms exist for … installments", each amount and date in order', () => {
    expect(
      participantInstallmentsDescription({ installments_select: 'trzy' }, installments, {
        trzy: 'Trzy raty',
      }),
    ).toBe('Trzy raty — 3 raty: 100,00 zł do 15/01/2026, 100,00 zł do 15/02/2026, 1 000,00 zł do 15/03/2026');
  });

  it('one installment; without a known plan no name', () => {
    expect(participantInstallmentsDescription({ installments_select: 'x' }, [installments[1] ?? {}])).toBe(
      '1 rata: 100,00 zł do 15/01/2026',
    );
  });

  it("the dates in the project's date format (issue 14: one date format everywhere)", () => {
    const one = [installments[1] ?? {}];
    expect(participantInstallmentsDescription({}, one, {}, 'dd.MM.yyyy')).toBe(
      '1 rata: 100,00 zł do 15.01.2026',
    );
    expect(participantInstallmentsDescription({}, one, {}, 'd MMMM yyyy')).toBe(
      '1 rata: 100,00 zł do 15 stycznia 2026',
    );
  });

  it('a stored installments_description wins', () => {
    expect(
      participantInstallmentsDescription({ installments_description: ' 2 raty po 50 zł ' }, installments),
    ).toBe('2 raty po 50 zł');
  });

  it('no installments (or none readable): null', () => {
    expect(participantInstallmentsDescription({}, null)).toBeNull();
    expect(
      participantInstallmentsDescription({}, [
        { date: 'nie-data', amount: 1 },
        { date: null },
        { amount: 1.5, date: new Date() },
      ]),
    ).toBeNull();
  });

  it('amounts written as core formatGrosze writes them ("two decimals, a comma, a space between thousand groups, and suffix zł")', () => {
    for (const grosze of [0, 5, 99, 100, 123_456, 100_000_000, -50, -123_456])
      expect(groszeText(grosze)).toBe(formatGrosze(grosze));
  });
});
