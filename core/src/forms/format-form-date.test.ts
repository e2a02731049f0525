import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { FORM_DEFAULT_DATE_FORMAT, formatFormDate } from './format-form-date.js';

describe("formatFormDate: spec §3 'Fields may have dateFormat (default dd/MM/yyyy)'", () => {
  it('uses dd/MM/yyyy by default', () => {
    expect(FORM_DEFAULT_DATE_FORMAT).toBe('dd/MM/yyyy');
    expect(formatFormDate('2024-05-01')).toBe('01/05/2024');
  });

  it.each<[Date | string, string | undefined, string]>([
    ['2024-02-29', undefined, '29/02/2024'],
    ['2024-02-29', 'dd.MM.yyyy', '29.02.2024'],
    ['2024-02-29', '', '29/02/2024'],
    ['2024-02-29', 'd MMMM yyyy', '29 lutego 2024'],
    ['2024-02-29', 'EEEE', 'czwartek'],
    ['2024-02-29', "DDD 'dzień roku, DD'", '060 dzień roku, DD'],
    [' 0099-01-02 ', undefined, '02/01/0099'],
    ['01/05/2024', undefined, '01/05/2024'],
    ['01.05.2024', 'yyyy-MM-dd', '2024-05-01'],
    ['2024-05-01T23:30', 'dd/MM/yyyy HH:mm', '01/05/2024 23:30'],
    ['2024-05-01T23:30:15.5', 'HH:mm:ss.SSS', '23:30:15.500'],
    // Instants are shown in Warsaw: 22:30Z on 30 April is 00:30 on 1 May (CEST, +2).
    ['2024-04-30T22:30:00Z', 'dd/MM/yyyy HH:mm', '01/05/2024 00:30'],
    ['2024-04-30T22:30:00.000+00:00', undefined, '01/05/2024'],
    [new Date('2024-04-30T22:30:00Z'), undefined, '01/05/2024'],
    // Winter time is +1: 23:00Z on 31 December is midnight of the new year.
    [new Date('2024-12-31T23:00:00Z'), 'dd/MM/yyyy HH:mm', '01/01/2025 00:00'],
  ])('formatFormDate(%j, %j) → %s', (date, dateFormat, expected) => {
    expect(formatFormDate(date, dateFormat)).toBe(expected);
  });

  it('shows instants in another time zone when asked', () => {
    expect(formatFormDate('2024-04-30T22:30:00Z', 'dd/MM/yyyy HH:mm', { timeZone: 'UTC' })).toBe(
      '30/04/2024 22:30',
    );
  });

  it.each<[unknown, string]>([
    ['2023-02-29', 'Nieprawidłowa data: „2023-2-29”'],
    ['31/04/2024', 'Nieprawidłowa data: „2024-4-31”'],
    ['2024-13-01', 'Nieprawidłowa data: „2024-13-1”'],
    ['2024-05-01T24:00', 'Nieprawidłowa data: „2024-5-1”'],
    ['2024-05-01T10:00:00+25:00', 'Nieprawidłowa data: „2024-05-01T10:00:00+25:00”'],
    ['jutro', 'Nieprawidłowa data: „jutro”'],
    ['', 'Nieprawidłowa data: „”'],
    [new Date(Number.NaN), 'Nieprawidłowa data: „Invalid Date”'],
    [1714521600000, 'Nieprawidłowa data: „1714521600000”'],
  ])('refuses the date %j', (date, message) => {
    expect(() => formatFormDate(date as string)).toThrow(new ValidationError(message));
  });

  it.each<[unknown, string]>([
    ['DD/MM/YYYY', 'Nieprawidłowy format daty: „DD/MM/YYYY”'],
    ['dd/MM/yyyy j', 'Nieprawidłowy format daty: „dd/MM/yyyy j”'],
    ['D MMMM', 'Nieprawidłowy format daty: „D MMMM”'],
    ['dd/MM/YY', 'Nieprawidłowy format daty: „dd/MM/YY”'],
  ])('refuses the date format %j', (dateFormat, message) => {
    expect(() => formatFormDate('2024-05-01', dateFormat as string)).toThrow(new ValidationError(message));
  });

  it('refuses a date format that is not text, and an unknown time zone', () => {
    expect(() => formatFormDate('2024-05-01', 5 as never)).toThrow(
      new ValidationError('Format daty musi być tekstem'),
    );
    expect(() => formatFormDate(new Date(0), undefined, { timeZone: 'Mars/Base' })).toThrow(ValidationError);
  });
});
