/** Who may read and change money by hand (first document §6 roles). */
import type { UserRole } from '@zapisy/core';

export const BILLING_READ_ROLES: readonly UserRole[] = ['admin', 'payments', 'employee'];
/** Charging, discounting and taking money off a billing: the administrator and the manager. */
export const BILLING_WRITE_ROLES: readonly UserRole[] = ['admin', 'payments'];
