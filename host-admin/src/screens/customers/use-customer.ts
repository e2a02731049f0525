import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useTypedApi } from '../../app/services.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useProject } from '../../project/project-context.js';
import { customersApi } from './customers-api.js';

/** The customer of `?id=` in the address, read for the card and the edit form. */
export function useCustomerFromAddress() {
  const api = useTypedApi();
  const { organizationId } = useProject();
  const [params] = useSearchParams();
  const id = params.get('id');
  const customer = useQuery({
    queryKey: queryKeys.customer(organizationId ?? '', id ?? ''),
    queryFn: () => customersApi.get(api, organizationId ?? '', id ?? ''),
    enabled: Boolean(organizationId && id),
  });
  return { id, organizationId, customer };
}
