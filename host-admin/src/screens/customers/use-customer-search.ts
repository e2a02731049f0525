import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTypedApi } from '../../app/services.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useDebounced } from '../../lib/use-debounced.js';
import { useProject } from '../../project/project-context.js';
import { customersApi } from './customers-api.js';

export const CUSTOMER_SEARCH_RESULTS = 50;
/** The typing pause before a customer search is sent. */
export const CUSTOMER_SEARCH_DELAY_MS = 300;

/**
 * A debounced customer search of the organization (the current one unless given; first `limit` matches).
 * Nothing is asked while the search is blank.
 */
export function useCustomerSearch({
  organizationId: chosen,
  limit = CUSTOMER_SEARCH_RESULTS,
}: {
  organizationId?: string;
  limit?: number;
} = {}) {
  const api = useTypedApi();
  const { organizationId: current } = useProject();
  const organizationId = chosen ?? current;
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), CUSTOMER_SEARCH_DELAY_MS);
  const found = useQuery({
    queryKey: queryKeys.customerSearch(organizationId ?? '', query, limit),
    queryFn: ({ signal }) => customersApi.page(api, organizationId ?? '', query, 0, limit, signal),
    enabled: Boolean(organizationId && query),
  });
  return {
    search,
    setSearch,
    searched: query !== '',
    rows: query ? (found.data?.rows ?? []) : [],
    loading: found.isFetching,
  };
}
