/**
 * `business_type` of `POST /api/v1/merchant/register` (openapi-marketplace.yml "Business types"). PESEL is
 * required for 1, NIP and REGON for every other type, KRS for types above 3 (registered companies).
 */
export const P24_BUSINESS_TYPES = {
  1: 'Osoba fizyczna',
  2: 'Jednoosobowa działalność gospodarcza',
  3: 'Spółka cywilna',
  4: 'Spółka jawna',
  5: 'Spółka komandytowa',
  6: 'Spółka komandytowo-akcyjna',
  7: 'Spółka akcyjna',
  8: 'Spółka z ograniczoną odpowiedzialnością',
  9: 'Stowarzyszenie, fundacja, organizacja pożytku publicznego',
  10: 'Spółdzielnia',
} as const;

export type P24BusinessType = keyof typeof P24_BUSINESS_TYPES;

export function isP24BusinessType(value: unknown): value is P24BusinessType {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10;
}

export const requiresPesel = (type: P24BusinessType): boolean => type === 1;
export const requiresNipAndRegon = (type: P24BusinessType): boolean => type !== 1;
export const requiresKrs = (type: P24BusinessType): boolean => type > 3;
