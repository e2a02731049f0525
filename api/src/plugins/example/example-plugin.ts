/**
 * A plugin written only against `@zapisy/core`, as a third party would write one: it declares settings that
 * each organization switches on and fills in the admin ('Integracje'), subscribes to domain events and adds
 * a scheduled job through its bootstrap context. The README's plugin section shows it; its test runs it
 * inside the API. The `journal` it is given stands for the remote service it would send entries to (a
 * plugin owns no storage of the API's).
 */
import { type DomainEventName, definePlugin, type PluginSettings } from '@zapisy/core';

export interface ExampleJournal {
  /** One line per entry sent: '<prefix>: <event> <aggregate id>', without a prefix when none is set. */
  events: string[];
  /** The API token each entry was sent with (the remote service would check it). */
  tokens: string[];
  digests: number;
}

const WATCHED: DomainEventName[] = ['registration.completed', 'payment.completed'];

/** Switched on per organization; the switch ('Włączona') is added by core, not declared here. */
export const exampleJournalSettings: PluginSettings = {
  module: 'example-journal',
  label: 'Przykładowy dziennik',
  slot: 'integration',
  group: 'example-journal',
  organization: {
    type: 'object',
    title: 'Przykładowy dziennik',
    description: 'Wysyła do zewnętrznego dziennika wpis o każdym zapisanym zgłoszeniu i wpłacie.',
    required: ['apiToken'],
    properties: {
      apiToken: {
        type: 'string',
        title: 'Token API dziennika',
        description: 'Znajdziesz go w panelu dziennika, w zakładce Integracje.',
        writeOnly: true,
        'x-order': 1,
      },
      recordPayments: {
        type: 'boolean',
        title: 'Zapisuj także wpłaty',
        default: true,
        'x-order': 2,
      },
      entryPrefix: {
        type: 'string',
        title: 'Prefiks wpisu',
        description: 'Tekst na początku każdego wpisu, np. nazwa szkoły.',
        maxLength: 40,
        'x-order': 3,
      },
    },
  },
  // A project may send its entries under its own prefix.
  project: {
    type: 'object',
    title: 'Przykładowy dziennik',
    properties: { entryPrefix: { type: 'string', title: 'Prefiks wpisu', maxLength: 40 } },
  },
};

export function examplePlugin(journal: ExampleJournal) {
  return definePlugin({
    id: 'example-journal',
    version: '0.1.0',
    kind: 'integration',
    compatibility: '^0.1.0',
    settings: exampleJournalSettings,
    register() {},
    bootstrap({ subscribe, addJob, log }) {
      subscribe({
        id: 'journal',
        title: 'Przykładowy dziennik zgłoszeń i wpłat',
        events: WATCHED,
        retry: { attempts: 3 },
        async handle(event, { settings }) {
          const { enabled, values } = await settings(event.organizationId, event.eventId ?? undefined);
          if (!enabled) return;
          if (event.name === 'payment.completed' && values.recordPayments !== true) return;
          const entry = `${event.name} ${event.aggregate.id}`;
          journal.events.push(values.entryPrefix ? `${String(values.entryPrefix)}: ${entry}` : entry);
          journal.tokens.push(String(values.apiToken));
        },
      });
      addJob({
        name: 'daily-digest',
        description: 'Przykładowe podsumowanie dnia dla organizatora',
        schedule: '0 6 * * *',
        async run({ attempt }) {
          journal.digests += 1;
          log.info('digest', { attempt, events: journal.events.length });
        },
      });
    },
  });
}

/** The plugin as `ZAPISY_PLUGINS` loads it (a demonstration: its entries stay in memory). */
export default examplePlugin({ events: [], tokens: [], digests: 0 });
