import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useFeedback, useTypedApi } from '../../app/services.js';
import type { GridSort } from '../../grid/grid-props.js';
import { RowLoader } from '../../grid/row-loader.js';
import { type CustomerGridRow, customersApi } from './customers-api.js';

export const CUSTOMERS_PAGE_SIZE = 2_000;

/**
 * Loads the organization's customers matching `search` in the server's `sort` order, page by page; a new
 * search or sort starts over.
 */
export function useCustomerRows(organizationId: string | null, search: string, sort: GridSort | null = null) {
  const api = useTypedApi();
  const feedback = useFeedback();
  const loader = useMemo(
    () => new RowLoader<CustomerGridRow>({ pageSize: CUSTOMERS_PAGE_SIZE, concurrency: 3 }),
    [],
  );
  const state = useSyncExternalStore(loader.subscribe, loader.snapshot, loader.snapshot);
  useEffect(() => {
    if (!organizationId) return;
    loader
      .load((offset, limit, signal) =>
        customersApi.page(api, organizationId, search, offset, limit, signal, sort),
      )
      .catch((error: unknown) => feedback.handleError(error));
    return () => loader.abort();
  }, [loader, api, feedback, organizationId, search, sort]);
  return { loader, state };
}
