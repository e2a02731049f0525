/**
 * Bulk seeding for grid benchmarks and paging tests: `count` participants of a project with realistic Polish
 * data (names with diacritics, e-mails, phones, groups of two every tenth participant), one customer each,
 * and one billing per registered participant. Deterministic: the same count gives the same data.
 */
import { generateId } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import type { ParticipantRecord, ProjectRecord } from '../projects/index.js';
import { CUSTOMERS, PARTICIPANTS } from '../projects/index.js';
import { BILLINGS } from './store.js';

/** Where the fixture's unpaid, not late billings fall due: a year from when the fixture is built. */
const ACTIVE_DUE_DATE = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);

const FIRST_NAMES = [
  'Anna',
  'Łucja',
  'Zofia',
  'Małgorzata',
  'Jan',
  'Paweł',
  'Michał',
  'Józef',
  'Ewa',
  'Bożena',
];
const LAST_NAMES = [
  'Nowak',
  'Kowalski',
  'Wiśniewska',
  'Wójcik',
  'Kamińska',
  'Lewandowski',
  'Zieliński',
  'Szymańska',
  'Woźniak',
  'Dąbrowski',
  'Kozłowska',
  'Jankowski',
  'Mazur',
  'Krawczyk',
  'Piotrowska',
  'Grabowski',
  'Żak',
  'Ślusarczyk',
];
const CITIES = ['Kraków', 'Łódź', 'Gdańsk', 'Poznań', 'Wrocław', 'Warszawa', 'Zielona Góra', 'Białystok'];
const STATUSES = [
  'registered',
  'registered',
  'registered',
  'paid',
  'upToDate',
  'overdue',
  'free',
  'cancelled',
  'waiting',
] as const;
const CHUNK = 5000;

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase();

export interface SeededParticipants {
  participantIds: string[];
}

export async function seedParticipants(
  store: Store,
  project: Pick<ProjectRecord, 'organizationId' | 'eventId'>,
  count: number,
): Promise<SeededParticipants> {
  const { organizationId, eventId } = project;
  const start = Date.UTC(2026, 0, 1);
  const participantIds: string[] = [];
  for (let from = 0; from < count; from += CHUNK) {
    const participants: ParticipantRecord[] = [];
    const customers: Record<string, unknown>[] = [];
    const billings: Record<string, unknown>[] = [];
    for (let i = from; i < Math.min(count, from + CHUNK); i++) {
      const first = FIRST_NAMES[i % FIRST_NAMES.length] as string;
      const last = LAST_NAMES[(i * 7) % LAST_NAMES.length] as string;
      const email = `${ascii(first)}.${ascii(last)}.${i}@example.pl`;
      const phone = `${500 + (i % 300)} ${String(100 + (i % 900)).padStart(3, '0')} ${String(i % 1000).padStart(3, '0')}`;
      const status = STATUSES[i % STATUSES.length] as string;
      const createdOn = new Date(start + i * 60_000);
      const net = 10_000 + (i % 50) * 1_000;
      const vat = Math.round(net * 0.23);
      const id = `p${String(i).padStart(7, '0')}-${generateId(5)}`;
      const customerId = `c${String(i).padStart(7, '0')}-${generateId(5)}`;
      const inGroup = i % 10 < 2;
      participantIds.push(id);
      customers.push({
        _id: customerId,
        organizationId,
        type: 'participant',
        isPerson: true,
        active: true,
        email,
        firstName: first,
        lastName: last,
        phoneNumber: phone,
        eventId,
        eventIds: [eventId],
        createdAt: createdOn,
      });
      const withoutDues = status === 'cancelled' || status === 'waiting';
      const leftToPay = status === 'paid' || status === 'free' ? 0 : net + vat;
      participants.push({
        _id: id,
        organizationId,
        eventId,
        customerId,
        status,
        statusDate: createdOn,
        createdOn,
        ...(status === 'cancelled' ? { removedOn: new Date(createdOn.getTime() + 86_400_000) } : {}),
        isSurvey: false,
        onWaitingList: status === 'waiting',
        representative: !inGroup || i % 10 === 0,
        ...(inGroup ? { group: `g${Math.floor(i / 10)}`, groupIndex: i % 10 } : {}),
        data: [
          { name: 'first_name', value: first },
          { name: 'last_name', value: last },
          { name: 'email_main', value: email },
          { name: 'phone_number', value: phone },
          { name: 'city', value: CITIES[i % CITIES.length] },
        ],
        calculated: {
          totalSum: net + vat,
          leftToPay,
          leftToPayLate: status === 'overdue' ? leftToPay : 0,
          leftToPayRequired: withoutDues ? 0 : leftToPay,
          payments: net + vat - leftToPay,
          details: { amount: net, vat, grossAmount: net + vat, rebate: i % 4 === 0 ? 1_000 : 0 },
        },
        isBilled: !withoutDues,
      });
      if (!withoutDues) {
        billings.push({
          _id: `b${String(i).padStart(7, '0')}-${generateId(5)}`,
          organizationId,
          eventId,
          customerId,
          sourceId: id,
          amount: net,
          vat,
          vatPercent: '23',
          grossAmount: net + vat,
          manualDiscount: 0,
          leftToPay,
          status: leftToPay === 0 ? 'paid' : status === 'overdue' ? 'late' : 'active',
          createdDate: createdOn,
          // Consistent with the time rules (the money-refresh job would otherwise turn every active one late):
          // an active billing is due in the future, a late or paid one was due at sign-up.
          requiredDate: leftToPay !== 0 && status !== 'overdue' ? ACTIVE_DUE_DATE : createdOn,
          payments: [],
          isProvision: false,
        });
      }
    }
    await store.db.collection(CUSTOMERS).insertMany(customers);
    await store.db.collection<ParticipantRecord>(PARTICIPANTS).insertMany(participants);
    if (billings.length > 0) await store.db.collection(BILLINGS).insertMany(billings);
  }
  return { participantIds };
}
