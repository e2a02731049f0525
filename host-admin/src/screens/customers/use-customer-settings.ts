import type { CustomerColumnFlags } from '@zapisy/core';
import { useMemo } from 'react';
import { useOrganization } from '../settings/use-organization.js';

/**
 * The organization's customerSettings flags (first document §3 "Customer settings flags twoPeople and
 * hasGuardian toggle the second-person and guardian columns"), both off until the organization is read.
 */
export function useCustomerSettings(organizationId: string | null): CustomerColumnFlags {
  const { organization } = useOrganization(organizationId);
  const settings = organization.data?.customerSettings as Partial<CustomerColumnFlags> | undefined;
  const twoPeople = settings?.twoPeople === true;
  const hasGuardian = settings?.hasGuardian === true;
  return useMemo(() => ({ twoPeople, hasGuardian }), [twoPeople, hasGuardian]);
}
