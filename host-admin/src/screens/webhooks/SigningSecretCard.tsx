import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFeedback, useTypedApi } from '../../app/services.js';
import { Dialog } from '../../components/Dialog.js';
import { DialogFooter } from '../../components/DialogFooter.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useApiMutation } from '../../lib/query/use-api-mutation.js';
import { formatWarsawDateTime } from '../history/warsaw-time.js';
import { webhooksApi } from './webhooks-api.js';

/**
 * The project's webhook signing secret: hidden until 'Pokaż' asks the server for it; 'Wygeneruj nowy'
 * replaces it after a confirmation, because receivers holding the old one stop accepting our calls.
 */
export function SigningSecretCard({ eventId }: { eventId: string }) {
  const api = useTypedApi();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const read = useQuery({
    queryKey: queryKeys.webhookSecret(eventId),
    queryFn: () => webhooksApi.secret(api, eventId),
    enabled: shown,
  });
  const rotation = useApiMutation({
    mutationFn: () => webhooksApi.rotateSecret(api, eventId),
    onSuccess: (secret) => {
      queryClient.setQueryData(queryKeys.webhookSecret(eventId), secret);
      setShown(true);
      feedback.success('Wygenerowano nowy klucz podpisu');
    },
  });
  const secret = shown ? read.data : undefined;
  const busy = read.isFetching || rotation.isPending;
  const rotate = () => {
    setConfirming(false);
    rotation.mutate();
  };

  return (
    <section className="za-card" aria-labelledby="za-webhooks-secret">
      <h2 id="za-webhooks-secret" className="za-card__title">
        Klucz podpisu
      </h2>
      <div className="za-toolbar">
        <code data-testid="webhook-secret" style={{ wordBreak: 'break-all' }}>
          {secret ? secret.secret : '••••••••••••••••••••••••'}
        </code>
        {secret ? (
          <button
            type="button"
            className="za-button za-button--secondary za-button--small"
            onClick={() => setShown(false)}
          >
            Ukryj
          </button>
        ) : (
          <button
            type="button"
            className="za-button za-button--secondary za-button--small"
            disabled={busy}
            onClick={() => setShown(true)}
          >
            Pokaż
          </button>
        )}
        <button
          type="button"
          className="za-button za-button--secondary za-button--small"
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          Wygeneruj nowy
        </button>
      </div>
      {secret && <p className="za-field__hint">Utworzony {formatWarsawDateTime(secret.createdAt)}</p>}
      <SignatureHowTo />
      {confirming && (
        <Dialog
          title="Wygenerować nowy klucz podpisu?"
          onClose={() => setConfirming(false)}
          footer={
            <DialogFooter
              confirmLabel="Wygeneruj nowy klucz"
              onCancel={() => setConfirming(false)}
              onConfirm={rotate}
            />
          }
        >
          <p>
            Obecny klucz przestanie działać od razu: podpisy webhooków sprawdzane starym kluczem przestaną się
            zgadzać. Wpisz nowy klucz we wszystkich systemach, które odbierają webhooki.
          </p>
        </Dialog>
      )}
    </section>
  );
}

function SignatureHowTo() {
  return (
    <div className="za-field__hint" data-testid="signature-how-to">
      <p>
        Jak sprawdzić podpis: każde wywołanie ma nagłówki <code>X-Zapisy-Timestamp</code> (czas w sekundach od
        1970 r.) i <code>X-Zapisy-Signature: v1=HMAC-SHA256("&lt;timestamp&gt;.&lt;body&gt;")</code>. Policz
        HMAC-SHA256 tym kluczem z napisu złożonego z wartości <code>X-Zapisy-Timestamp</code>, kropki i treści
        żądania dokładnie w takiej postaci, w jakiej przyszła (bez ponownego formatowania JSON), zapisz wynik
        szesnastkowo i porównaj z wartością po <code>v1=</code>. Odrzucaj wywołania starsze niż 5 minut.
        Nagłówek <code>X-Zapisy-Delivery</code> pozwala pominąć powtórzone dostawy.
      </p>
    </div>
  );
}
