import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_GRID_COLUMNS,
  customerCellValue,
  customerExportColumns,
  customerGridColumns,
} from './customer-grid-columns.js';

const fields = (columns: readonly { field: string }[]) => columns.map((column) => column.field);

describe('customers grid columns (first document §3 "Customer grid columns")', () => {
  it('every column of the spec, each with a Polish header', () => {
    expect(CUSTOMER_GRID_COLUMNS).toHaveLength(52);
    for (const column of CUSTOMER_GRID_COLUMNS) expect(column.header).toMatch(/^[A-ZŁŚŻŹĆ]/);
    expect(new Set(fields(CUSTOMER_GRID_COLUMNS)).size).toBe(52);
  });

  it('"Customer settings flags twoPeople and hasGuardian toggle the second-person and guardian columns"', () => {
    const off = fields(customerGridColumns({ twoPeople: false, hasGuardian: false }));
    expect(off).not.toContain('firstName2');
    expect(off).not.toContain('nationalNo2');
    expect(off).not.toContain('guardian.firstName');
    const two = fields(customerGridColumns({ twoPeople: true, hasGuardian: false }));
    expect(two).toEqual(expect.arrayContaining(['firstName2', 'email2', 'passportNo2']));
    expect(two).not.toContain('guardian2.phoneNumber');
    const guardians = fields(customerGridColumns({ twoPeople: false, hasGuardian: true }));
    expect(guardians).toEqual(expect.arrayContaining(['guardian.firstName', 'guardian2.phoneNumber']));
    expect(guardians).not.toContain('lastName2');
  });

  it('an export writes no internal id: no _id, no eventIds (the project names are there)', () => {
    const exported = fields(customerExportColumns({ twoPeople: true, hasGuardian: true }));
    expect(exported).not.toContain('_id');
    expect(exported).not.toContain('eventIds');
    expect(exported).toContain('eventsNames');
    expect(exported).toHaveLength(50);
  });

  it('status and type read as their labels ("registered (\'na bieżąco\')…"), nested paths are followed', () => {
    const column = (field: string) => CUSTOMER_GRID_COLUMNS.find((c) => c.field === field);
    const row = {
      status: 'overdue',
      type: 'manual',
      invoiceData: { address: { city: 'Kraków' } },
    };
    expect(customerCellValue(row, column('status')!)).toBe('Zaległa płatność');
    expect(customerCellValue(row, column('type')!)).toBe('Dodany ręcznie');
    expect(customerCellValue(row, column('invoiceData.address.city')!)).toBe('Kraków');
    expect(customerCellValue({}, column('guardian.email')!)).toBeUndefined();
  });
});
