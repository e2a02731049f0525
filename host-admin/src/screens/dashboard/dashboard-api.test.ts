import { afterEach, describe, expect, it } from 'vitest';
import { setAdminDateFormat } from '../../lib/project-date.js';
import { dayLabel, shortDayLabel } from './dashboard-api.js';

afterEach(() => setAdminDateFormat(undefined));

describe("Kokpit's days in the project's date format (issue 14: one date format everywhere)", () => {
  it('the spec default dd/MM/yyyy, and the axis without the year', () => {
    expect(dayLabel('2026-03-10')).toBe('10/03/2026');
    expect(shortDayLabel('2026-03-10')).toBe('10/03');
  });

  it("follows the project's chosen format", () => {
    setAdminDateFormat('yyyy-MM-dd');
    expect(dayLabel('2026-03-10')).toBe('2026-03-10');
    expect(shortDayLabel('2026-03-10')).toBe('03-10');
    setAdminDateFormat('d MMMM yyyy');
    expect(dayLabel('2026-03-10')).toBe('10 marca 2026');
  });
});
