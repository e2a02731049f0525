import { afterEach, describe, expect, it } from 'vitest';
import { formatCell } from '../grid/column-model.js';
import { formatAdminDate, setAdminDateFormat } from './project-date.js';

describe("admin dates: one formatter driven by the current project's date format", () => {
  afterEach(() => setAdminDateFormat(null));

  it("uses the spec's default dd/MM/yyyy without a project, on the Polish day (23:30 UTC is the next day in Warsaw)", () => {
    expect(formatAdminDate('2026-11-27T23:30:00Z')).toBe('28/11/2026');
    expect(formatCell('date', '2026-11-27T23:30:00Z')).toBe('28/11/2026, 00:30');
  });

  it("follows the project's setting in grids and dialogs alike", () => {
    setAdminDateFormat('yyyy-MM-dd');
    expect(formatCell('date', '2026-12-02T13:05:00Z')).toBe('2026-12-02, 14:05');
    expect(formatAdminDate(new Date('2026-12-02T13:05:00Z'))).toBe('2026-12-02');
  });

  it('shows nothing for no date', () => {
    expect(formatAdminDate(null)).toBe('');
    expect(formatAdminDate({})).toBe('');
  });
});
