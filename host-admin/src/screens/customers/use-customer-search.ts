import { useState } from 'react';
import { useApi } from '../../app/services.js';
import { useProject } from '../../project/project-context.js';
import { useAsync } from '../../project/use-async.js';
import { useDebounced } from '../../project/use-debounced.js';
import { customersApi } from './customers-api.js';

export const CUSTOMER_SEARCH_RESULTS = 50;

/** A debounced customer search of the organization (first 50 matches). */
export function useCustomerSearch() {
  const api = useApi();
  const { organizationId } = useProject();
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), 300);
  const found = useAsync(
    organizationId && query
      ? () => customersApi.page(api, organizationId, query, 0, CUSTOMER_SEARCH_RESULTS)
      : null,
    [api, organizationId, query],
  );
  return {
    search,
    setSearch,
    searched: query !== '',
    rows: query ? (found.data?.rows ?? []) : [],
    loading: found.loading,
  };
}
