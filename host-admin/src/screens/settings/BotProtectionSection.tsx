import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useApi, useFeedback } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { Notice } from '../../forms/fields.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useApiMutation } from '../../lib/query/use-api-mutation.js';
import { type BotProtectionView, botProtectionApi } from './bot-protection-api.js';

export const BOT_PROTECTION_SECTION_ID = 'za-section-ochrona-przed-botami';

/**
 * 'Ochrona przed botami' of the project settings: the organizer picks reCAPTCHA, the proof of work, off, or
 * 'auto' (the default: reCAPTCHA with the organization's keys, otherwise the proof of work); the notice says
 * what actually runs and why. Saved on its own (`PUT /projects/{eventId}/bot-protection`).
 */
export function BotProtectionSection({ eventId }: { eventId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = queryKeys.projectBotProtection(eventId);
  const loaded = useQuery({
    queryKey: key,
    queryFn: () => botProtectionApi.get(api, eventId).catch(() => null),
  });
  return (
    <section
      className="za-card"
      id={BOT_PROTECTION_SECTION_ID}
      aria-labelledby={`${BOT_PROTECTION_SECTION_ID}-title`}
    >
      <h2 className="za-card__title" id={`${BOT_PROTECTION_SECTION_ID}-title`}>
        Ochrona przed botami
      </h2>
      {loaded.isPending && <Spinner label="Wczytywanie ochrony przed botami…" />}
      {!loaded.isPending && loaded.data === null && (
        <Notice tone="error">Nie udało się wczytać ochrony formularza przed botami.</Notice>
      )}
      {loaded.data && (
        <BotProtectionForm
          key={JSON.stringify(loaded.data)}
          view={loaded.data}
          onSaved={(view) => queryClient.setQueryData(key, view)}
        />
      )}
    </section>
  );
}

function BotProtectionForm({
  view,
  onSaved,
}: {
  view: BotProtectionView;
  onSaved: (view: BotProtectionView) => void;
}) {
  const api = useApi();
  const feedback = useFeedback();
  const id = useId();
  const [choice, setChoice] = useState(view.choice);
  const save = useApiMutation({
    mutationFn: (next: string) => botProtectionApi.save(api, view.eventId, next),
    onSuccess: (saved) => {
      onSaved(saved);
      feedback.success();
    },
  });
  const { effective } = view;
  const tone = effective.protection === 'off' ? 'warning' : effective.fallback ? 'warning' : 'info';
  return (
    <form
      className="za-form za-settings-form"
      aria-label="Ochrona przed botami"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(choice);
      }}
    >
      <p className="za-card__text">
        Formularz zapisów sprawdza przed wysłaniem, że wypełnia go człowiek. Niezależnie od wyboru działają
        limity zgłoszeń z jednego adresu i do projektu na minutę.
      </p>
      <label className="za-field" htmlFor={`${id}-choice`}>
        <span className="za-field__label">Ochrona formularza</span>
        <select
          id={`${id}-choice`}
          className="za-input"
          value={choice}
          data-testid="bot-protection-choice"
          onChange={(event) => setChoice(event.target.value)}
        >
          {view.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <Notice tone={tone}>
        <strong>Działa teraz: {effective.label}.</strong> {effective.note}
      </Notice>
      <div className="za-form__actions">
        <button type="submit" className="za-button" disabled={save.isPending || choice === view.choice}>
          Zapisz ochronę formularza
        </button>
      </div>
    </form>
  );
}
