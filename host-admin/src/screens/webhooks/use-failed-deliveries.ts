import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTypedApi } from '../../app/services.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { eventDeliveriesApi, type FailedDelivery } from './event-deliveries-api.js';

export const FAILED_PAGE_SIZE = 20;

/** The project's event subscribers with their counts; read again whenever the screen opens. */
export function useEventSubscribers(eventId: string) {
  const api = useTypedApi();
  return useQuery({
    queryKey: queryKeys.eventSubscribers(eventId),
    queryFn: () => eventDeliveriesApi.subscribers(api, eventId),
    staleTime: 0,
  });
}

export interface FailedDeliveries {
  /** Loaded deliveries, newest first (undefined before the first page arrives). */
  items: FailedDelivery[] | undefined;
  hasOlder: boolean;
  loading: boolean;
  failed: boolean;
  loadOlder: () => void;
  reload: () => void;
}

/** One subscriber's failed and retrying deliveries, page by page with the API's cursor ('Starsze'). */
export function useFailedDeliveries(eventId: string, subscriberId: string): FailedDeliveries {
  const api = useTypedApi();
  const list = useInfiniteQuery({
    queryKey: queryKeys.failedEventDeliveries(eventId, subscriberId),
    queryFn: ({ pageParam }) =>
      eventDeliveriesApi.failed(api, eventId, {
        subscriberId,
        limit: FAILED_PAGE_SIZE,
        ...(pageParam ? { before: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    staleTime: 0,
  });
  return {
    items: list.data?.pages.flatMap((page) => page.items),
    hasOlder: list.hasNextPage,
    loading: list.isFetching,
    failed: list.isError,
    loadOlder: () => void list.fetchNextPage(),
    reload: () => void list.refetch(),
  };
}
