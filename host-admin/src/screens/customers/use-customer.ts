import { useSearchParams } from 'react-router-dom';
import { useApi } from '../../app/services.js';
import { useProject } from '../../project/project-context.js';
import { useAsync } from '../../project/use-async.js';
import { customersApi } from './customers-api.js';

/** The customer of `?id=` in the address, loaded for the card and the edit form. */
export function useCustomerFromAddress() {
  const api = useApi();
  const { organizationId } = useProject();
  const [params] = useSearchParams();
  const id = params.get('id');
  const customer = useAsync(organizationId && id ? () => customersApi.get(api, organizationId, id) : null, [
    api,
    organizationId,
    id,
  ]);
  return { id, organizationId, customer };
}
