import { participantGridColumns, participantGridRow } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, cellText, csvChunks, csvField, moneyText } from './export-format.js';

describe('export cells', () => {
  it('"Display has two decimals, a comma, a space between thousand groups" (without zł in the CSV)', () => {
    expect(moneyText(123456)).toBe('1 234,56');
    expect(moneyText(-50)).toBe('-0,50');
    expect(moneyText(0)).toBe('0,00');
  });

  it('CSV fields: quoted when holding ; " or a line break; formulas made text; phones untouched', () => {
    expect(csvField('Kowalski; Jan')).toBe('"Kowalski; Jan"');
    expect(csvField('powiedział "tak"')).toBe('"powiedział ""tak"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+48 600 100 200')).toBe('+48 600 100 200');
    expect(csvField('-12,50')).toBe('-12,50');
  });

  it('status as its Polish label, flags Tak/Nie, dates in the project format (default dd/MM/yyyy) in Polish time', () => {
    const row = participantGridRow(
      {
        _id: 'p',
        status: 'waiting',
        createdOn: new Date('2026-03-01T10:05:00Z'),
        representative: true,
        data: [{ name: 'first_name', value: 'Łucja' }],
      },
      [],
      1,
    );
    const columns = participantGridColumns(['first_name']);
    const byField = (field: string) => columns.find((c) => c.field === field)!;
    expect(cellText(row, byField('status'))).toBe('Lista rezerwowa');
    expect(cellText(row, byField('representative'))).toBe('Tak');
    expect(cellText(row, byField('invoice'))).toBe('Nie');
    expect(cellText(row, byField('createdOn'))).toBe('01/03/2026, 11:05');
    expect(cellText(row, byField('createdOn'), undefined, 'yyyy-MM-dd')).toBe('2026-03-01, 11:05');
    expect(cellText(row, byField('createdOn'), undefined, 'dd.MM.yyyy')).toBe('01.03.2026, 11:05');
    const csv = [...csvChunks(columns, [row])].join('');
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.split('\r\n')[1]).toContain(';Łucja;');
    expect(csv.split('\r\n')[1]).toContain(';01/03/2026, 11:05;');
  });

  it("every date of a file reads in the project's format: 'Data zapisu' as the installments description's", () => {
    const row = participantGridRow(
      {
        _id: 'p',
        createdOn: new Date('2026-11-21T09:00:00Z'),
        installments: [{ date: new Date('2026-11-21T11:00:00Z'), amount: 100, grossAmount: 123 }],
      },
      [],
      1,
      { project: { eventId: 'e', name: '', origin: null, dateFormat: 'yyyy-MM-dd' } as never },
    );
    const columns = participantGridColumns([]);
    const line = (
      [...csvChunks(columns, [row], undefined, 'yyyy-MM-dd')].join('').split('\r\n')[1] ?? ''
    ).split(';');
    const at = (header: string) => line[columns.findIndex((column) => column.header === header)];
    expect(at('Data zapisu')).toBe('2026-11-21, 10:00');
    expect(at('Opis rat')).toContain('2026-11-21');
  });
});
