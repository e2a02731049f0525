/**
 * Customer card edit and merge. Edit checks e-mail, phone, NIP and PESEL with core's validators (first
 * document §5) and lists every problem in Polish; merge follows core's `mergeCustomers` ("the first
 * non-empty value wins, and some fields concatenate…") and moves participants and billings to the target
 * in one transaction.
 */
import {
  type Customer,
  isValidNip,
  isValidPesel,
  isValidPhone,
  mergeCustomers,
  NotFoundError,
  PESEL_INVALID_MESSAGE,
  ValidationError,
} from '@zapisy/core';
import { emitEvents } from '../../events/index.js';
import { type Store, TenantRepository } from '../../storage/index.js';
import { BILLINGS } from '../participants/index.js';
import { type CustomerRecord, customersOf, PARTICIPANTS } from '../projects/index.js';
import { customerMergedEvent } from './events.js';

export const CUSTOMER_MESSAGES = {
  notFound: (id: string) => `Nie znaleziono klienta „${id}”`,
  email: (field: string) => `${field}: nieprawidłowy adres e-mail`,
  phone: (field: string) =>
    `${field}: nieprawidłowy numer telefonu (9 cyfr albo numer międzynarodowy zaczynający się od +)`,
  nip: (field: string) => `${field}: nieprawidłowy NIP`,
  pesel: (field: string) => `${field}: ${PESEL_INVALID_MESSAGE}`,
  mergeSelf: 'Nie można połączyć klienta z nim samym.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Changes = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Every problem of the changed contact and identity fields, 'field: message'. */
export function customerProblems(changes: Changes): string[] {
  const problems: string[] = [];
  const invoice = (changes.invoiceData ?? {}) as Changes;
  const guardians = [
    ['guardian', changes.guardian],
    ['guardian2', changes.guardian2],
  ] as const;
  for (const field of ['email', 'email2']) {
    const value = text(changes[field]);
    if (value && !EMAIL.test(value)) problems.push(CUSTOMER_MESSAGES.email(field));
  }
  for (const field of ['phoneNumber', 'phoneNumber2']) {
    const value = text(changes[field]);
    if (value && !isValidPhone(value)) problems.push(CUSTOMER_MESSAGES.phone(field));
  }
  for (const [name, guardian] of guardians) {
    const g = (guardian ?? {}) as Changes;
    if (text(g.email) && !EMAIL.test(text(g.email))) problems.push(CUSTOMER_MESSAGES.email(`${name}.email`));
    if (text(g.phoneNumber) && !isValidPhone(text(g.phoneNumber)))
      problems.push(CUSTOMER_MESSAGES.phone(`${name}.phoneNumber`));
  }
  for (const field of ['nationalNo', 'nationalNo2']) {
    const value = text(changes[field]);
    if (value && !isValidPesel(value)) problems.push(CUSTOMER_MESSAGES.pesel(field));
  }
  if (text(invoice.taxId) && !isValidNip(text(invoice.taxId)))
    problems.push(CUSTOMER_MESSAGES.nip('invoiceData.taxId'));
  if (text(invoice.personalId) && !isValidPesel(text(invoice.personalId)))
    problems.push(CUSTOMER_MESSAGES.pesel('invoiceData.personalId'));
  if (text(invoice.phoneNumber) && !isValidPhone(text(invoice.phoneNumber)))
    problems.push(CUSTOMER_MESSAGES.phone('invoiceData.phoneNumber'));
  return problems;
}

export async function findCustomer(
  store: Store,
  organizationId: string,
  id: string,
): Promise<CustomerRecord> {
  const customer = await customersOf(store, organizationId).findOne({ _id: id });
  if (!customer) throw new NotFoundError(CUSTOMER_MESSAGES.notFound(id));
  return customer;
}

export async function updateCustomer(
  store: Store,
  organizationId: string,
  id: string,
  changes: Changes,
): Promise<CustomerRecord> {
  const problems = customerProblems(changes);
  if (problems.length > 0) throw new ValidationError(problems);
  const set: Changes = { ...changes, updatedAt: new Date() };
  if (typeof changes.email === 'string') set.email = changes.email.trim().toLowerCase();
  const updated = await customersOf(store, organizationId).findOneAndUpdate(
    { _id: id },
    { $set: set },
    { returnDocument: 'after' },
  );
  if (!updated) throw new NotFoundError(CUSTOMER_MESSAGES.notFound(id));
  return updated;
}

/** Merges `sourceIds` into `targetId`: one customer left, with every participant and billing. */
export async function mergeCustomerRecords(
  store: Store,
  organizationId: string,
  targetId: string,
  sourceIds: readonly string[],
): Promise<CustomerRecord> {
  const sources = [...new Set(sourceIds)];
  if (sources.includes(targetId)) throw new ValidationError([CUSTOMER_MESSAGES.mergeSelf]);
  const target = await findCustomer(store, organizationId, targetId);
  const others: CustomerRecord[] = [];
  for (const id of sources) others.push(await findCustomer(store, organizationId, id));
  const merged = mergeCustomers(target as Customer, ...(others as Customer[])) as CustomerRecord;
  const eventIds = [
    ...new Set([target, ...others].flatMap((c) => (c.eventIds as string[] | undefined) ?? [])),
  ];
  const customers = customersOf(store, organizationId);
  const participants = new TenantRepository(store.db.collection(PARTICIPANTS), { organizationId });
  const billings = new TenantRepository(store.db.collection(BILLINGS), { organizationId });
  await store.withTransaction(async (session) => {
    const { _id, organizationId: _org, ...fields } = merged;
    await customers.replaceOne(
      { _id: targetId },
      {
        ...fields,
        eventIds,
        mergedFrom: [...((target.mergedFrom as string[]) ?? []), ...sources],
        updatedAt: new Date(),
      },
      { session },
    );
    await participants.updateMany(
      { customerId: { $in: sources } },
      { $set: { customerId: targetId } },
      { session },
    );
    await billings.updateMany(
      { customerId: { $in: sources } },
      { $set: { customerId: targetId } },
      { session },
    );
    await customers.deleteMany({ _id: { $in: sources } }, { session });
    const event = customerMergedEvent(organizationId, { customerId: targetId, mergedCustomerIds: sources });
    await emitEvents(store, [event], { session });
  });
  return findCustomer(store, organizationId, targetId);
}
