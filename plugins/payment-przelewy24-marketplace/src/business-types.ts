/**
 * `business_type` of `POST /api/v1/merchant/register` (openapi-marketplace.yml "Business types"): 1–10.
 * Not core's `BUSINESS_TYPES` (the spec's 1–11): they agree on 1–9, but P24 has no church legal entity, so
 * its 10 is core's 11 (cooperative) and core's 10 has no P24 counterpart. PESEL is required for 1, NIP and
 * REGON for every other type, KRS for types above 3 (registered companies).
 */
export const P24_BUSINESS_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export type P24BusinessType = (typeof P24_BUSINESS_TYPES)[number];

export function isP24BusinessType(value: unknown): value is P24BusinessType {
  return (P24_BUSINESS_TYPES as readonly unknown[]).includes(value);
}

export const requiresPesel = (type: P24BusinessType): boolean => type === 1;
export const requiresNipAndRegon = (type: P24BusinessType): boolean => type !== 1;
export const requiresKrs = (type: P24BusinessType): boolean => type > 3;
