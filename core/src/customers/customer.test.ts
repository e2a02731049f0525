import { describe, expect, it } from 'vitest';
import { CUSTOMER_TYPE_LABELS, CUSTOMER_TYPES, isCustomerType } from './customer.js';

describe('customer types: "participant, user, organization, employee, imported, manual, cancelled"', () => {
  it('have the Polish labels Uczestnik, Użytkownik, Organizacja, Pracownik, Zaimportowany, Dodany ręcznie, Anulowany', () => {
    expect(CUSTOMER_TYPES.map((type) => CUSTOMER_TYPE_LABELS[type])).toEqual([
      'Uczestnik',
      'Użytkownik',
      'Organizacja',
      'Pracownik',
      'Zaimportowany',
      'Dodany ręcznie',
      'Anulowany',
    ]);
    expect(isCustomerType('manual')).toBe(true);
    expect(isCustomerType('Manual')).toBe(false);
  });
});
