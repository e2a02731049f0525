import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useApi, useFeedback } from '../../app/services.js';
import { RowLoader, type RowLoaderState } from '../../grid/row-loader.js';
import { type PaymentFilters, type PaymentSums, type PaymentView, paymentsApi } from './payments-api.js';

/** Rows per request of the payments list. */
export const PAYMENT_PAGE_SIZE = 500;

export interface PaymentRows {
  loader: RowLoader<PaymentView>;
  state: RowLoaderState;
  /** The filtered list's sums from the first page; null before it answered. */
  sums: PaymentSums | null;
  reload: () => void;
}

/** Loads the project's payments for the filters page by page (the first page shows at once). */
export function usePaymentRows(eventId: string | null, filters: PaymentFilters): PaymentRows {
  const api = useApi();
  const feedback = useFeedback();
  const loader = useMemo(() => new RowLoader<PaymentView>({ pageSize: PAYMENT_PAGE_SIZE }), []);
  const state = useSyncExternalStore(loader.subscribe, loader.snapshot, loader.snapshot);
  const [sums, setSums] = useState<PaymentSums | null>(null);
  const [tick, setTick] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` asks for a reload
  useEffect(() => {
    if (!eventId) return;
    setSums(null);
    loader
      .load(async (offset, limit) => {
        const page = await paymentsApi.page(api, eventId, filters, Math.floor(offset / limit) + 1, limit);
        if (offset === 0) setSums(page.sums ?? null);
        return { rows: page.rows, total: page.total };
      })
      .catch((error: unknown) => feedback.handleError(error));
    return () => loader.abort();
  }, [loader, api, feedback, eventId, filters, tick]);

  return { loader, state, sums, reload: () => setTick((n) => n + 1) };
}
