/**
 * Option inventories (second document §3 Form: "options with inventory and count"): an option with an
 * `inventory` can be chosen by at most that many participants. Collection `optionStock` keeps, per option,
 * how many are taken (`_id: <eventId>:<field_name>:<value>`); a registration takes its count with ONE
 * conditional update (`taken <= inventory - n` and `$inc`), so concurrent registrations never take more than
 * the inventory, and gives it back when a later step fails — the same pattern as product stock.
 */
import {
  coercePricingNumber,
  type FormDefinition,
  type FormFieldDefinition,
  type FormFieldOption,
} from '@zapisy/core';
import { type Store, type StoreSession, TenantRepository } from '../../storage/index.js';
import type { FormData } from './records.js';

export const OPTION_STOCK = 'optionStock';

type Tenant = { organizationId: string; eventId: string };

export interface OptionStockRecord {
  _id: string;
  organizationId: string;
  eventId: string;
  field: string;
  value: string;
  /** Participants holding this option. */
  taken: number;
  updatedAt: Date;
}

/** Participants of one registration choosing one limited option. */
export interface TakenOption {
  field: string;
  value: string;
  count: number;
}

export interface ChosenOption extends TakenOption {
  /** The option's label (else its value), for the Polish message. */
  label: string;
  fieldLabel: string;
  inventory: number;
}

export function optionStockId(eventId: string, field: string, value: string): string {
  return `${eventId}:${field}:${value}`;
}

export function optionStockOf(store: Store, tenant: Tenant): TenantRepository<OptionStockRecord> {
  const { organizationId, eventId } = tenant;
  return new TenantRepository(store.db.collection<OptionStockRecord>(OPTION_STOCK), {
    organizationId,
    eventId,
  });
}

/** The option's limit, or null when it has none (a missing or null inventory is unlimited). */
export function optionInventory(option: FormFieldOption): number | null {
  if (option.inventory === undefined || option.inventory === null) return null;
  return Math.max(0, Math.floor(coercePricingNumber(option.inventory)));
}

function chosenValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value))
    return [...new Set(value.filter((item): item is string => typeof item === 'string'))];
  return [];
}

function limitedOptions(field: FormFieldDefinition) {
  return (field.options ?? []).filter((option) => optionInventory(option) !== null);
}

/** The limited options the participants chose, each with how many of them chose it. */
export function chosenLimitedOptions(definition: FormDefinition, forms: readonly FormData[]): ChosenOption[] {
  const chosen = new Map<string, ChosenOption>();
  for (const field of definition) {
    const options = limitedOptions(field);
    if (options.length === 0) continue;
    for (const data of forms) {
      for (const value of chosenValues(data[field.field_name])) {
        const option = options.find((candidate) => candidate.value === value);
        if (!option) continue;
        const key = `${field.field_name}\u0000${value}`;
        const entry = chosen.get(key) ?? {
          field: field.field_name,
          value,
          count: 0,
          label: option.label ?? value,
          fieldLabel: field.label ?? field.field_name,
          inventory: optionInventory(option) ?? 0,
        };
        entry.count += 1;
        chosen.set(key, entry);
      }
    }
  }
  return [...chosen.values()];
}

/** A new option's counter, nothing taken yet. */
function emptyStock(tenant: Tenant, { field, value }: TakenOption): OptionStockRecord {
  const { organizationId, eventId } = tenant;
  const _id = optionStockId(eventId, field, value);
  return { _id, organizationId, eventId, field, value, taken: 0, updatedAt: new Date() };
}

/** Takes `option.count` of its existing counter unless that would pass its inventory; false when short. */
async function takeFromStock(
  store: Store,
  tenant: Tenant,
  option: ChosenOption,
  session: StoreSession,
): Promise<boolean> {
  const { field, value, count } = option;
  const taken = await optionStockOf(store, tenant).findOneAndUpdate(
    { _id: optionStockId(tenant.eventId, field, value), taken: { $lte: option.inventory - count } },
    { $inc: { taken: count }, $set: { updatedAt: new Date() } },
    { session },
  );
  return taken !== null;
}

/** Gives back options taken (inside the caller's transaction when given its session); never below zero. */
export async function releaseOptionStock(
  store: Store,
  tenant: Tenant,
  taken: readonly TakenOption[],
  session?: StoreSession,
) {
  for (const { field, value, count } of taken) {
    await optionStockOf(store, tenant).updateOne(
      { _id: optionStockId(tenant.eventId, field, value), taken: { $gte: count } },
      { $inc: { taken: -count }, $set: { updatedAt: new Date() } },
      session ? { session } : {},
    );
  }
}

/**
 * Takes one chosen option inside the caller's transaction (a registration's holding, a participant's edit):
 * the counter is created in the transaction when missing (a concurrent creation makes the transaction retry),
 * then taken with one conditional update. False when no place is left.
 */
export async function takeOptionInTransaction(
  store: Store,
  tenant: Tenant,
  option: ChosenOption,
  session: StoreSession,
): Promise<boolean> {
  if (option.count > option.inventory) return false;
  const stock = optionStockOf(store, tenant);
  const _id = optionStockId(tenant.eventId, option.field, option.value);
  if (!(await stock.findOne({ _id }, { projection: { _id: 1 }, session }))) {
    await stock.insertOne(emptyStock(tenant, option), { session });
  }
  return takeFromStock(store, tenant, option, session);
}

/** How many participants hold each option of the project, by `<field_name>:<value>`. */
export async function optionStockTaken(store: Store, tenant: Tenant): Promise<Map<string, number>> {
  const records = await optionStockOf(store, tenant).find({}).toArray();
  return new Map(records.map((record) => [`${record.field}:${record.value}`, record.taken]));
}

/**
 * The definition as the public form shows it: each limited option's `inventory` is the places left
 * (inventory − taken, never below 0) and `count` how many are taken, so the widget shows 'Brak miejsc' at 0.
 */
export function withOptionsLeft(
  definition: FormDefinition,
  taken: ReadonlyMap<string, number>,
): FormDefinition {
  return definition.map((field) => {
    if (limitedOptions(field).length === 0) return field;
    const options = (field.options ?? []).map((option) => {
      const inventory = optionInventory(option);
      if (inventory === null) return option;
      const count = taken.get(`${field.field_name}:${option.value}`) ?? 0;
      return { ...option, inventory: Math.max(0, inventory - count), count };
    });
    return { ...field, options };
  });
}
