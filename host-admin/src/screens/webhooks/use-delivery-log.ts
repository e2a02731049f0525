import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTypedApi } from '../../app/services.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { type WebhookDeliveriesPage, type WebhookDelivery, webhooksApi } from './webhooks-api.js';

export const DELIVERIES_PAGE_SIZE = 20;

export interface DeliveryLog {
  /** Loaded deliveries, newest first (undefined before the first page arrives). */
  items: WebhookDelivery[] | undefined;
  /** Whether older deliveries exist. */
  hasOlder: boolean;
  loading: boolean;
  failed: boolean;
  loadOlder: () => void;
  reload: () => void;
  /** Puts a delivery the server answered with (after 'Ponów') in place of the listed one. */
  replace: (delivery: WebhookDelivery) => void;
}

/** The project's delivery log read page by page with the API's cursor: 'Starsze' appends the next page. */
export function useDeliveryLog(eventId: string): DeliveryLog {
  const api = useTypedApi();
  const queryClient = useQueryClient();
  const queryKey = queryKeys.webhookDeliveries(eventId);
  const log = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) =>
      webhooksApi.deliveries(api, eventId, {
        limit: DELIVERIES_PAGE_SIZE,
        ...(pageParam ? { before: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    // A log changes by itself (retries by the job): read again whenever the screen opens.
    staleTime: 0,
  });
  const replace = useCallback(
    (delivery: WebhookDelivery) =>
      queryClient.setQueryData<InfiniteData<WebhookDeliveriesPage, string | null>>(queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((d) => (d.id === delivery.id ? delivery : d)),
              })),
            }
          : data,
      ),
    [queryClient, queryKey],
  );
  return {
    items: log.data?.pages.flatMap((page) => page.items),
    hasOlder: log.hasNextPage,
    loading: log.isFetching,
    failed: log.isError,
    loadOlder: () => void log.fetchNextPage(),
    reload: () => void log.refetch(),
    replace,
  };
}
