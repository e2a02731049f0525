/**
 * The participants grid's data (`GET /project/all-data/{id}` paged or streamed, and the exports): every
 * participant of the project projected server-side to the grid's row shape with its billings' figures,
 * filtered by status and search, in the project's dataSettings order. With the project's
 * dataSettings.showFromAllEvents (second document §3) the participants of every project of the
 * organization, each row with its project's name and links — still read project by project through the
 * tenant repositories, so another organization's participants can never appear.
 */
import {
  FORM_FIELD_NAMES,
  type ParticipantGridBilling,
  type ParticipantGridProject,
  type ParticipantGridProjects,
  type ParticipantGridRow,
  type ParticipantGridRowContext,
  type ParticipantGridSort,
  type ParticipantGridSource,
  ParticipantReferrals,
  participantContactSearch,
  participantFlatData,
  participantGridDataField,
  participantGridKeys,
  participantGridLineReader,
  participantGridName,
  participantGridRow,
  participantGridSearch,
  participantGridSortsBySignUp,
  participantGridValue,
  participantGridValueKey,
  participantGridValues,
  projectPublicOrigin,
  referrerOf,
  sortBySignUp,
  sortParticipantGrid,
} from '@zapisy/core';
import { otherRequestsFirst } from '../../http/ndjson.js';
import { readStoredDocuments } from '../../storage/embedded/shared-reads.js';
import type { Store } from '../../storage/index.js';
import type { ProjectRecord } from '../projects/index.js';
import { participantsOf, projectsOf } from '../projects/index.js';
import { billingsOf } from './store.js';

export interface ParticipantGridFilter {
  /** Only these statuses (empty or absent: all). */
  statuses?: readonly string[];
  /** Name, e-mail or phone; case- and diacritics-insensitive. */
  search?: string;
  /** Only participants that chose this product (form field `product`: an id, a list or `{id: count}`). */
  product?: string;
  /** A header click's sort; without it the project's dataSettings order. */
  sort?: ParticipantGridSort;
}

export interface ParticipantGrid {
  /** Matching rows in grid order, numbered from 1. */
  rows: ParticipantGridRow[];
  /** Form field names found in the project's participants, in order of first appearance. */
  fieldNames: string[];
  /** Each form field's distinct stored values (`GridFieldValues`), for the columns' texts. */
  fieldValues: GridFieldValues;
  /** The rows' projects by eventId (the stream's head carries them: names and links are rebuilt from them). */
  projects: ParticipantGridProjects;
}

/** Where the projects live publicly (AppConfig publicUrl and baseDomain), for the rows' absolute links. */
export interface PublicLinksConfig {
  publicUrl: string;
  baseDomain: string;
}

export interface ParticipantGridOptions {
  /** Without it the rows have no links. */
  links?: PublicLinksConfig;
  /** "Today" for the time left; default now. */
  now?: Date;
  /** The projects listed (from `gridProjectsOf`), when the caller already read them. */
  projects?: readonly GridProjectRecord[];
  /**
   * What a sort on a form field compares instead of the stored value (answer-texts.ts `sortValue`: a
   * product's or option's text, so the column sorts as it reads); without it the stored value.
   */
  sortValue?: (fieldName: string, value: unknown) => unknown;
}

/**
 * Each form field's distinct non-empty stored values, for the texts the grid's head gives its columns
 * (answer-texts.ts `gridColumnTexts`). A field with more than GRID_FIELD_VALUES_MAX of them (free text,
 * e-mails) is left out: its values are shown as stored, and the head stays small.
 */
export type GridFieldValues = Readonly<Record<string, readonly unknown[]>>;

export const GRID_FIELD_VALUES_MAX = 2_000;

/** The grid's sort reader with `sortValue` applied to the form fields it reads. */
function sortReader<T>(
  value: (item: T, field: string) => unknown,
  sortValue: ParticipantGridOptions['sortValue'],
): (item: T, field: string) => unknown {
  if (!sortValue) return value;
  return (item, field) => {
    const read = value(item, field);
    const name = participantGridDataField(field);
    return name === null ? read : sortValue(name, read);
  };
}

/**
 * Only what a row needs leaves a MongoDB server. The embedded store hands out its stored documents here
 * (no copies, see participantsAndBillings) and a projection there would build a new object per document, so
 * it reads participants and billings whole.
 */
const PARTICIPANT_FIELDS = {
  status: 1,
  createdOn: 1,
  removedOn: 1,
  group: 1,
  groupIndex: 1,
  representative: 1,
  onWaitingList: 1,
  eventId: 1,
  customerId: 1,
  data: 1,
  calculated: 1,
  installments: 1,
} as const;

const BILLING_FIELDS = {
  sourceId: 1,
  amount: 1,
  vat: 1,
  grossAmount: 1,
  status: 1,
  invoiceId: 1,
  leftToPay: 1,
  requiredDate: 1,
} as const;

function projectionFor(store: Store, projection: Record<string, 1>): { projection?: Record<string, 1> } {
  return store.kind === 'mongodb' ? { projection } : {};
}

async function billingsBySource(
  store: Store,
  tenant: { organizationId: string; eventId: string },
): Promise<Map<string, ParticipantGridBilling[]>> {
  const bySource = new Map<string, ParticipantGridBilling[]>();
  const billings = await billingsOf(store, tenant).find({}, projectionFor(store, BILLING_FIELDS)).toArray();
  for (const billing of billings) {
    const source = billing.sourceId;
    if (typeof source !== 'string') continue;
    const list = bySource.get(source);
    if (list) list.push(billing);
    else bySource.set(source, [billing]);
  }
  return bySource;
}

/** The `product` form value (shared data contract 2) names the product. */
function hasProduct(value: unknown, productId: string): boolean {
  if (typeof value === 'string') return value === productId;
  if (Array.isArray(value)) return value.includes(productId);
  if (value && typeof value === 'object') {
    const count = (value as Record<string, unknown>)[productId];
    return typeof count === 'number' && count > 0;
  }
  return false;
}

const PROJECT_FIELDS = { organizationId: 1, eventId: 1, event: 1, payments: 1, updatedAt: 1 } as const;

/**
 * The projects whose participants the grid lists: the project itself, and with its
 * dataSettings.showFromAllEvents every other project of its organization (read tenant-scoped).
 */
export async function gridProjectsOf(store: Store, project: GridProjectRecord): Promise<GridProjectRecord[]> {
  if (project.dataSettings?.showFromAllEvents !== true) return [project];
  const others = await projectsOf(store, project.organizationId)
    .find({ eventId: { $ne: project.eventId } }, { projection: PROJECT_FIELDS, sort: { eventId: 1 } })
    .toArray();
  return [project, ...others];
}

/** The row's view of a project: name, public origin, which links it offers, installment plan names. */
export function gridProjectOf(project: GridProjectRecord, links?: PublicLinksConfig): ParticipantGridProject {
  const event = (project.event ?? {}) as Partial<ProjectRecord['event']>;
  const installmentPlans: Record<string, string> = {};
  for (const plan of project.payments?.installments?.configurations ?? [])
    if (plan?.definitionId && plan.name) installmentPlans[plan.definitionId] = plan.name;
  return {
    eventId: project.eventId,
    name: event.name ?? '',
    origin: links ? projectPublicOrigin(links.publicUrl, links.baseDomain, event.domainName ?? '') : null,
    surveyEnabled: event.survey?.enabled === true,
    affiliateEnabled: event.registration?.affiliateEnabled === true,
    installmentPlans,
    ...(event.dateFormat ? { dateFormat: event.dateFormat } : {}),
  };
}

/** The project fields the grid reads (tests and the bench hand in only the first three). */
export type GridProjectRecord = Pick<ProjectRecord, 'organizationId' | 'eventId'> &
  Partial<Pick<ProjectRecord, 'dataSettings' | 'event' | 'payments' | 'updatedAt'>>;

export type StoredParticipant = ParticipantGridSource & { _id: string };

/**
 * Rows built between two turns of the event loop: a big grid takes about a second, and the server's other
 * requests (the admin's files, a login, another grid's kept lines) are answered meanwhile.
 */
const ROWS_BETWEEN_YIELDS = 10_000;

/**
 * Read without copies (shared-reads.ts): nothing here or in core's row projection writes to a participant
 * or billing, and the rows' form values are only read by the answers and exports.
 */
async function participantsAndBillings(store: Store, project: GridProjectRecord) {
  const tenant = { organizationId: project.organizationId, eventId: project.eventId };
  const [participants, billings] = await readStoredDocuments(() =>
    Promise.all([
      participantsOf(store, tenant).find({}, projectionFor(store, PARTICIPANT_FIELDS)).toArray(),
      billingsBySource(store, tenant),
    ]),
  );
  return { participants: participants as unknown as StoredParticipant[], billings };
}

/** Who is listed: the projects' participants and billings, their grid projects, form fields and referrals. */
export async function gridSourcesOf(
  store: Store,
  project: GridProjectRecord,
  options: ParticipantGridOptions,
) {
  const listed = options.projects ?? (await gridProjectsOf(store, project));
  const loaded = await Promise.all(
    listed.map((listedProject) => participantsAndBillings(store, listedProject)),
  );
  const projects: Record<string, ParticipantGridProject> = {};
  for (const listedProject of listed)
    projects[listedProject.eventId] = gridProjectOf(listedProject, options.links);
  // First pass: the form fields of every participant (with their distinct values, until there are too
  // many) and who came through whose affiliate link.
  const distinct = new Map<string, Map<unknown, unknown> | null>();
  const referrals = new ParticipantReferrals();
  for (const { participants } of loaded) {
    for (const participant of participants) {
      let referred = false;
      for (const entry of participant.data ?? []) {
        if (typeof entry?.name !== 'string') continue;
        let values = distinct.get(entry.name);
        if (values === undefined) {
          values = new Map();
          distinct.set(entry.name, values);
        }
        if (values !== null) {
          const value = entry.value;
          if (value !== null && value !== undefined && value !== '') {
            const key = participantGridValueKey(value);
            if (!values.has(key)) {
              if (values.size >= GRID_FIELD_VALUES_MAX) distinct.set(entry.name, null);
              else values.set(key, value);
            }
          }
        }
        if (entry.name === FORM_FIELD_NAMES.affiliateId) referred = true;
      }
      if (!referred) continue;
      const data = participantFlatData(participant);
      const referrer = referrerOf(data);
      if (referrer) referrals.add(referrer, participant._id, participantGridName(participant, data));
    }
  }
  const now = options.now ?? new Date();
  const sources = loaded.map(({ participants, billings }, index) => ({
    participants,
    billings,
    context: { project: projects[(listed[index] as GridProjectRecord).eventId], now, referrals },
  }));
  const fieldValues: Record<string, readonly unknown[]> = {};
  for (const [name, values] of distinct) if (values !== null) fieldValues[name] = [...values.values()];
  return { sources, fieldNames: [...distinct.keys()], fieldValues, projects };
}

const NO_BILLINGS: readonly ParticipantGridBilling[] = Object.freeze([]);

/**
 * Every listed participant that passes the status filter, built into an item by `build`, between yields
 * to the event loop.
 */
export async function buildGridItems<T>(
  sources: Awaited<ReturnType<typeof gridSourcesOf>>['sources'],
  filter: ParticipantGridFilter,
  build: (
    participant: StoredParticipant,
    billings: readonly ParticipantGridBilling[],
    context: ParticipantGridRowContext,
  ) => T | null,
): Promise<T[]> {
  const statuses = filter.statuses && filter.statuses.length > 0 ? new Set(filter.statuses) : null;
  const items: T[] = [];
  for (const { participants, billings, context } of sources) {
    for (let i = 0; i < participants.length; i++) {
      if (i > 0 && i % ROWS_BETWEEN_YIELDS === 0) await otherRequestsFirst();
      const participant = participants[i] as StoredParticipant;
      if (statuses && !statuses.has(participant.status ?? 'registered')) continue;
      const item = build(participant, billings.get(participant._id) ?? NO_BILLINGS, context);
      if (item !== null) items.push(item);
    }
  }
  await otherRequestsFirst();
  return items;
}

export async function loadParticipantGrid(
  store: Store,
  project: GridProjectRecord,
  filter: ParticipantGridFilter = {},
  options: ParticipantGridOptions = {},
): Promise<ParticipantGrid> {
  const { sources, fieldNames, fieldValues, projects } = await gridSourcesOf(store, project, options);
  const matches = filter.search ? participantGridSearch(filter.search) : null;
  const rows = await buildGridItems(sources, filter, (participant, billings, context) => {
    const row = participantGridRow(participant, billings, 0, context);
    if (matches && !matches(row)) return null;
    if (filter.product !== undefined && !hasProduct(row.data.product, filter.product)) return null;
    return row;
  });
  sortParticipantGrid(rows, project.dataSettings, filter.sort ?? null, {
    value: sortReader(participantGridValue, options.sortValue),
    createdOn: (row) => row.createdOn,
    id: (row) => row._id,
  });
  for (let index = 0; index < rows.length; index++) (rows[index] as ParticipantGridRow).rowNumber = index + 1;
  return { rows, fieldNames, fieldValues, projects };
}

/** The grid as the stream's line values (`participantGridValues`), in grid order. */
export interface ParticipantGridLines {
  /** One array per row in `participantGridKeys(fieldNames)` order. */
  lines: unknown[][];
  fieldNames: string[];
  fieldValues: GridFieldValues;
  projects: ParticipantGridProjects;
}

/**
 * The stream's path: the rows, filters and order of `loadParticipantGrid`, but each row built straight into
 * its line values (the same lines `participantGridLine` writes from the rows) without a row object, its
 * data map copy or links, which the stream never sends.
 */
export async function loadParticipantGridLines(
  store: Store,
  project: GridProjectRecord,
  filter: ParticipantGridFilter = {},
  options: ParticipantGridOptions = {},
): Promise<ParticipantGridLines> {
  const { sources, fieldNames, fieldValues, projects } = await gridSourcesOf(store, project, options);
  const at = new Map(participantGridKeys(fieldNames).map((key, index) => [key, index]));
  const [name, email, phone] = ['name', 'email', 'phone'].map((key) => at.get(key) as number);
  const product = at.get('data.product');
  const matches = filter.search ? participantContactSearch(filter.search) : null;
  const lines = await buildGridItems(sources, filter, (participant, billings, context) => {
    const line = participantGridValues(participant, billings, fieldNames, context);
    if (
      matches &&
      !matches(
        line[name as number] as string,
        line[email as number] as string | null,
        line[phone as number] as string | null,
      )
    )
      return null;
    if (
      filter.product !== undefined &&
      !hasProduct(product === undefined ? undefined : line[product], filter.product)
    )
      return null;
    return line;
  });
  const value = sortReader(participantGridLineReader(fieldNames, projects), options.sortValue);
  sortParticipantGrid(lines, project.dataSettings, filter.sort ?? null, {
    value,
    createdOn: (line) => line[3] as number | null,
    id: (line) => line[0] as string,
  });
  return { lines, fieldNames, fieldValues, projects };
}

/** The whole grid in grid order, each row's line values built only when asked for. */
export interface ParticipantGridLazyLines {
  fieldNames: string[];
  fieldValues: GridFieldValues;
  projects: ParticipantGridProjects;
  total: number;
  /** Row `index`'s line values (`participantGridValues`), in `participantGridKeys(fieldNames)` order. */
  valuesAt: (index: number) => unknown[];
}

/**
 * The stream's first load of a grid in signed-up order with no search or product filter: the order and
 * count are known from the stored participants, so rows are built while the first ones are already being
 * sent (and parsed by the browser) instead of all before the first byte. Undefined when the grid's order or
 * filter needs the built rows (`loadParticipantGridLines` then).
 */
export async function loadParticipantGridLazyLines(
  store: Store,
  project: GridProjectRecord,
  filter: ParticipantGridFilter = {},
  options: ParticipantGridOptions = {},
): Promise<ParticipantGridLazyLines | undefined> {
  if (filter.search || filter.product !== undefined) return undefined;
  if (!participantGridSortsBySignUp(project.dataSettings, filter.sort ?? null)) return undefined;
  const { sources, fieldNames, fieldValues, projects } = await gridSourcesOf(store, project, options);
  const statuses = filter.statuses && filter.statuses.length > 0 ? new Set(filter.statuses) : null;
  const rows: { participant: StoredParticipant; source: (typeof sources)[number] }[] = [];
  for (const source of sources)
    for (const participant of source.participants)
      if (!statuses || statuses.has(participant.status ?? 'registered')) rows.push({ participant, source });
  sortBySignUp(rows, (row) => row.participant);
  return {
    fieldNames,
    fieldValues,
    projects,
    total: rows.length,
    valuesAt(index) {
      const { participant, source } = rows[index] as (typeof rows)[number];
      const billings = source.billings.get(participant._id) ?? NO_BILLINGS;
      return participantGridValues(participant, billings, fieldNames, source.context);
    },
  };
}
