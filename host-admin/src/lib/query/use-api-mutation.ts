import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

export interface ApiMutationOptions<V, R> {
  mutationFn: (variables: V) => Promise<R>;
  /** What the change makes stale: those queries (and the ones below their keys) are read again. */
  invalidates?: readonly QueryKey[] | ((result: R, variables: V) => readonly QueryKey[]);
  onSuccess?: (result: R, variables: V) => void;
  /** The caller shows the error itself (a form's field errors); else the spec's client handling does. */
  showsErrors?: boolean;
}

/** A write to the API: never retried, its errors handled in one place, the queries it changes invalidated. */
export function useApiMutation<V = void, R = unknown>(options: ApiMutationOptions<V, R>) {
  const queryClient = useQueryClient();
  return useMutation<R, unknown, V>({
    mutationFn: options.mutationFn,
    meta: { showsErrors: options.showsErrors ?? false },
    onSuccess: async (result, variables) => {
      const keys =
        typeof options.invalidates === 'function'
          ? options.invalidates(result, variables)
          : (options.invalidates ?? []);
      options.onSuccess?.(result, variables);
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
