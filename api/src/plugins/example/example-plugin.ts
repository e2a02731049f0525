/**
 * A plugin written only against `@zapisy/core`, as a third party would write one: it subscribes to domain
 * events and adds a scheduled job through its bootstrap context. The README's plugin section shows it; its
 * test runs it inside the API. It keeps what it saw in the `journal` it is given, since a plugin owns no
 * storage of the API's.
 */
import { type DomainEventName, definePlugin } from '@zapisy/core';

export interface ExampleJournal {
  events: string[];
  digests: number;
}

const WATCHED: DomainEventName[] = ['registration.completed', 'payment.completed'];

export function examplePlugin(journal: ExampleJournal) {
  return definePlugin({
    id: 'example-journal',
    version: '0.1.0',
    kind: 'integration',
    compatibility: '^0.1.0',
    register() {},
    bootstrap({ subscribe, addJob, log }) {
      subscribe({
        id: 'journal',
        title: 'Przykładowy dziennik zgłoszeń i wpłat',
        events: WATCHED,
        retry: { attempts: 3 },
        async handle(event) {
          journal.events.push(`${event.name} ${event.aggregate.id}`);
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
