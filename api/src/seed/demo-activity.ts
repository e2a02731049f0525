/**
 * The demo project's first weeks (README: "the demo seed rich enough that every area shows something on
 * first start"): eight people registered over the last two weeks through the registration flow itself
 * (form validation, server-side quote, customers, billings, events), cash paid by some of them, and survey
 * answers from three. Every write goes through the modules' own services, never straight to collections,
 * so the grids, Kokpit, settlements and webhooks read them as they read real ones.
 */
import type { FastifyInstance } from 'fastify';
import type { AuditActor } from '../modules/audit/index.js';
import { formFieldKindRegistryOf } from '../modules/forms/index.js';
import { addCashPayment, paymentDepsOf } from '../modules/payments/index.js';
import { completeProject, PROJECTS, type ProjectRecord } from '../modules/projects/index.js';
import { type FormData, registrationContextOf, submitRegistration } from '../modules/registrations/index.js';
import { submitSurvey } from '../modules/surveys/index.js';
import type { DemoTenant } from './demo-registration.js';

const DAY_MS = 86_400_000;

/** Who registered, how many days ago, what they chose, and what they paid in cash (grosze) since. */
interface DemoPerson {
  first: string;
  last: string;
  phone: string;
  daysAgo: number;
  workshop: 'none' | 'photo';
  student: boolean;
  plan: 'single' | 'three';
  cash?: number;
  survey?: { rating: string; liked: string[]; again: boolean; comment?: string };
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    first: 'Anna',
    last: 'Nowak',
    phone: '600100200',
    daysAgo: 13,
    workshop: 'photo',
    student: true,
    plan: 'single',
    cash: 38_000,
    survey: { rating: 'very-good', liked: ['workshops', 'organization'], again: true },
  },
  {
    first: 'Jan',
    last: 'Kowalski',
    phone: '600100300',
    daysAgo: 12,
    workshop: 'none',
    student: false,
    plan: 'single',
    cash: 35_000,
    survey: { rating: 'good', liked: ['talks'], again: true, comment: 'Więcej przerw na kawę.' },
  },
  {
    first: 'Katarzyna',
    last: 'Wiśniewska',
    phone: '601200300',
    daysAgo: 10,
    workshop: 'photo',
    student: false,
    plan: 'three',
    cash: 14_334,
  },
  {
    first: 'Piotr',
    last: 'Wójcik',
    phone: '602300400',
    daysAgo: 9,
    workshop: 'none',
    student: true,
    plan: 'single',
  },
  {
    first: 'Magdalena',
    last: 'Kamińska',
    phone: '603400500',
    daysAgo: 6,
    workshop: 'none',
    student: false,
    plan: 'single',
    cash: 35_000,
    survey: { rating: 'average', liked: ['place'], again: false, comment: 'Sala była za mała.' },
  },
  {
    first: 'Tomasz',
    last: 'Lewandowski',
    phone: '604500600',
    daysAgo: 4,
    workshop: 'photo',
    student: false,
    plan: 'three',
  },
  {
    first: 'Zofia',
    last: 'Zielińska',
    phone: '605600700',
    daysAgo: 2,
    workshop: 'none',
    student: true,
    plan: 'single',
  },
  {
    first: 'Michał',
    last: 'Szymański',
    phone: '606700800',
    daysAgo: 0,
    workshop: 'none',
    student: false,
    plan: 'three',
  },
];

/** 'Katarzyna Wiśniewska' → 'katarzyna.wisniewska@example.pl' (example.pl is reserved for examples). */
export function demoEmail(first: string, last: string): string {
  const plain = `${first}.${last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L');
  return `${plain.toLowerCase()}@example.pl`;
}

export interface DemoActivityInput extends DemoTenant {
  /** Who takes the demo's cash payments at the desk (the audit log names them). */
  admin: AuditActor;
  productId: string;
  plans: { single: string; three: string };
}

/** At 10:00 Polish time (09:00 UTC is within the day in winter and summer) `daysAgo` days before `now`. */
function dayBefore(now: Date, daysAgo: number): Date {
  if (daysAgo === 0) return now;
  const at = new Date(now.getTime() - daysAgo * DAY_MS);
  at.setUTCHours(9, 0, 0, 0);
  return at;
}

async function projectOf(app: FastifyInstance, eventId: string): Promise<ProjectRecord> {
  const found = await app.store.db.collection<ProjectRecord>(PROJECTS).findOne({ _id: eventId });
  if (!found) throw new Error(`demo project ${eventId} is missing`);
  return completeProject(found);
}

export async function seedDemoActivity(
  app: FastifyInstance,
  input: DemoActivityInput,
  now: Date,
): Promise<void> {
  const registry = formFieldKindRegistryOf(app);
  const project = await projectOf(app, input.eventId);
  const base = registrationContextOf(app, project, {
    registry,
    onlineAvailable: false,
    onError: (error) => app.log.error({ err: error }, 'seed: a demo registration failed'),
  });
  for (const [index, person] of DEMO_PEOPLE.entries()) {
    const at = dayBefore(now, person.daysAgo);
    const data: FormData = {
      first_name: person.first,
      last_name: person.last,
      email_main: demoEmail(person.first, person.last),
      phone_number: person.phone,
      product: input.productId,
      workshop: person.workshop,
      student: person.student,
      installments_select: input.plans[person.plan],
    };
    const outcome = await submitRegistration(
      { ...base, now: () => at },
      { data, idempotencyKey: `demo-${index + 1}` },
    );
    if (outcome.statusCode !== 201)
      throw new Error(`demo registration refused: ${JSON.stringify(outcome.body)}`);
    const participantId = (outcome.body.participants as { _id: string }[])[0]?._id;
    if (!participantId) throw new Error('demo registration without a participant');
    if (person.cash) {
      // Paid at the desk the next day (or now, for someone who registered today), at that moment.
      const paidAt = new Date(Math.min(at.getTime() + DAY_MS, now.getTime()));
      await addCashPayment(
        paymentDepsOf(app),
        project,
        { participantId, amount: person.cash },
        input.admin,
        paidAt,
      );
    }
    if (person.survey) {
      await submitSurvey(
        {
          store: app.store,
          registry,
          now: () => now,
          closedMessage: async () => (await base.strings()).messages.surveyClosed,
        },
        project,
        { p: participantId, data: { ...person.survey } },
      );
    }
  }
}
