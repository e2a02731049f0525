/**
 * The subscribers of this process: core areas add theirs when the app is built, plugins through their
 * bootstrap context (namespaced `plugin:<id>:<name>`). Every process registers the same ones, so any process
 * may deliver any event; the record of what was handled lives on the event, never here.
 */
import { type EventSubscriber, isDomainEventName } from '@zapisy/core';
import type { StoreSession } from '../storage/index.js';

export type StoreEventSubscriber = EventSubscriber<StoreSession>;

const SUBSCRIBER_ID = /^[a-z0-9][a-z0-9:._-]{0,119}$/;

export class EventSubscribers {
  private readonly byId = new Map<string, StoreEventSubscriber>();
  private readonly byEvent = new Map<string, string[]>();

  add(subscriber: StoreEventSubscriber): void {
    if (!SUBSCRIBER_ID.test(subscriber.id)) {
      throw new Error(`Nieprawidłowy identyfikator subskrybenta zdarzeń: "${subscriber.id}"`);
    }
    if (this.byId.has(subscriber.id))
      throw new Error(`Subskrybent zdarzeń "${subscriber.id}" jest już dodany`);
    const unknown = subscriber.events.filter((name) => !isDomainEventName(name));
    if (unknown.length > 0)
      throw new Error(`Nieznane zdarzenia subskrybenta "${subscriber.id}": ${unknown.join(', ')}`);
    this.byId.set(subscriber.id, subscriber);
    for (const name of new Set(subscriber.events)) {
      const ids = this.byEvent.get(name) ?? [];
      ids.push(subscriber.id);
      this.byEvent.set(name, ids);
    }
  }

  get(id: string): StoreEventSubscriber | undefined {
    return this.byId.get(id);
  }

  all(): StoreEventSubscriber[] {
    return [...this.byId.values()];
  }

  /** Ids of the subscribers of an event name, in the order they were added. */
  of(name: string): readonly string[] {
    return this.byEvent.get(name) ?? [];
  }
}
