import { useState } from 'react';
import { useApi } from '../../app/services.js';
import { useDebounced } from '../../lib/use-debounced.js';
import { useProject } from '../../project/project-context.js';
import { useAsync } from '../../project/use-async.js';
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
  const api = useApi();
  const { organizationId: current } = useProject();
  const organizationId = chosen ?? current;
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), CUSTOMER_SEARCH_DELAY_MS);
  const found = useAsync(
    organizationId && query ? () => customersApi.page(api, organizationId, query, 0, limit) : null,
    [api, organizationId, query, limit],
  );
  return {
    search,
    setSearch,
    searched: query !== '',
    rows: query ? (found.data?.rows ?? []) : [],
    loading: found.loading,
  };
}
