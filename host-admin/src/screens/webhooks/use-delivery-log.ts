import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi, useFeedback } from '../../app/services.js';
import { type WebhookDelivery, webhooksApi } from './webhooks-api.js';

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
  const api = useApi();
  const feedback = useFeedback();
  const [items, setItems] = useState<WebhookDelivery[] | undefined>(undefined);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  // Answers of an earlier project or reload are dropped.
  const current = useRef(0);

  const load = useCallback(
    async (before: string | undefined, run: number) => {
      setLoading(true);
      setFailed(false);
      try {
        const page = await webhooksApi.deliveries(api, eventId, {
          limit: DELIVERIES_PAGE_SIZE,
          ...(before ? { before } : {}),
        });
        if (current.current !== run) return;
        setItems((shown) => (before && shown ? [...shown, ...page.items] : page.items));
        setNext(page.next);
      } catch (error) {
        if (current.current !== run) return;
        setFailed(true);
        feedback.handleError(error);
      } finally {
        if (current.current === run) setLoading(false);
      }
    },
    [api, eventId, feedback],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation re-runs the first page on reload().
  useEffect(() => {
    current.current += 1;
    setItems(undefined);
    setNext(null);
    void load(undefined, current.current);
  }, [load, generation]);

  const loadOlder = useCallback(() => {
    if (next) void load(next, current.current);
  }, [load, next]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const replace = useCallback((delivery: WebhookDelivery) => {
    setItems((shown) => shown?.map((d) => (d.id === delivery.id ? delivery : d)));
  }, []);

  return { items, hasOlder: next !== null, loading, failed, loadOlder, reload, replace };
}
