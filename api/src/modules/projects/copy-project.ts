/**
 * Duplicate and new edition (spec second document §2, §4): one store transaction, so a failure (a taken
 * domain caught by the unique index, anything else) leaves nothing half-done.
 *
 * - Duplicate: the copy gets the new name and domain, participants and customers ARE copied (new ids,
 *   pointing at the copy); the original keeps running, renamed/moved to oldName/oldDomain when those differ.
 * - New edition: "set old project inactive with its new domain, then duplicate": the original moves to
 *   oldDomain (default current + '-stare') and is deactivated; the new edition takes newDomain (the current
 *   address for `/project/duplicate`) and its `baseEventId` names the first edition. Participant and
 *   customer data is NOT copied.
 *
 * In both modes the copy carries the project's settings (installments definitions with new ids) and what
 * every module keeps per project — forms, products, price list, messages, payment and plugin settings, the
 * webhook secret, survey columns; with Duplikuj also the participants' files, survey answers and stock —
 * each module through its `ProjectCopyContributor` (api/src/project-copy, listed in ./copy-contributors.ts),
 * every id remapped through one `ProjectIdMap`. Dates are kept as they are (the spec shifts none), so the
 * copy's registration opens and closes when the source's does.
 */
import {
  generateId,
  generateInstallmentId,
  type NounForms,
  ValidationError,
  type VocabularyNoun,
} from '@zapisy/core';
import { emitEvents } from '../../events/index.js';
import {
  type ProjectCopyContext,
  type ProjectCopyContributor,
  ProjectIdMap,
} from '../../project-copy/index.js';
import type { Store } from '../../storage/index.js';
import { type AuditActor, diffForAudit, recordAudit } from '../audit/index.js';
import { countCopiedPeople } from './copy-people.js';
import { projectDuplicatedEvent } from './events.js';
import { domainTaken } from './messages.js';
import { completeProject, isDuplicateKey, type ProjectRecord, projectsOf } from './store.js';

export const PROJECT_ID_LENGTH = 24;

export interface CopyProjectInput {
  source: ProjectRecord;
  newName: string;
  newDomain: string;
  oldName: string;
  oldDomain: string;
  newEdition: boolean;
  actor: AuditActor;
  now: Date;
}

export interface CopyProjectDeps {
  store: Store;
  /** The nouns of a translation type, for the "domain taken" message. */
  nounsOf: (translationType: string | undefined) => Record<VocabularyNoun, NounForms>;
  /** What the modules that keep data per project copy, run in this order (./copy-contract.ts). */
  contributors: readonly ProjectCopyContributor[];
}

export interface CopyProjectResult {
  project: ProjectRecord;
  original: ProjectRecord;
  copiedParticipants: number;
  copiedCustomers: number;
}

/** The project's own ids that other documents name: its installments definitions. */
function mapProjectIds(source: ProjectRecord, ids: ProjectIdMap): void {
  for (const definition of source.payments?.installments?.configurations ?? []) {
    if (definition.definitionId) ids.add(definition.definitionId, generateInstallmentId());
  }
}

/**
 * The copy's project document: the source's settings with every id remapped, the new name and domain,
 * active, and no counters — the places held start again from the participants it has (registrations/places).
 */
function copiedProject(source: ProjectRecord, input: CopyProjectInput, ids: ProjectIdMap): ProjectRecord {
  const eventId = ids.id(source.eventId);
  const {
    baseEventId: _base,
    registrationCounters: _counters,
    ...settings
  } = completeProject(source) as ProjectRecord & { registrationCounters?: unknown };
  const remapped = ids.remap(settings);
  const project: ProjectRecord = {
    ...remapped,
    _id: eventId,
    eventId,
    organizationId: source.organizationId,
    active: true,
    createdAt: input.now,
    updatedAt: input.now,
    event: { ...remapped.event, name: input.newName, domainName: input.newDomain, isMainDomain: false },
  };
  if (input.newEdition) project.baseEventId = source.baseEventId ?? source.eventId;
  return project;
}

export async function copyProject(
  deps: CopyProjectDeps,
  input: CopyProjectInput,
): Promise<CopyProjectResult> {
  const { store } = deps;
  const { source, now } = input;
  const ids = new ProjectIdMap();
  ids.add(source.eventId, generateId(PROJECT_ID_LENGTH));
  mapProjectIds(source, ids);
  const project = copiedProject(source, input, ids);
  const eventId = project.eventId;

  const originalChanges: Record<string, unknown> = {
    'event.name': input.oldName,
    'event.domainName': input.oldDomain,
    updatedAt: now,
  };
  if (input.newEdition) originalChanges.active = false;

  try {
    return await store.withTransaction(async (session) => {
      const projects = projectsOf(store, source.organizationId);
      // The original moves first, so a new edition can take over its address within the same transaction.
      const original = await projects.findOneAndUpdate(
        { _id: source._id },
        { $set: originalChanges },
        { session, returnDocument: 'after' },
      );
      if (!original) throw new ValidationError('Projekt został w międzyczasie usunięty');
      const context: ProjectCopyContext = {
        store,
        session,
        from: source,
        to: project,
        mode: input.newEdition ? 'new-edition' : 'duplicate',
        copiesPeople: !input.newEdition,
        ids,
        now,
      };
      for (const contributor of deps.contributors) await contributor.mapIds?.(context);
      await projects.insertOne(project, { session });
      for (const contributor of deps.contributors) await contributor.copy(context);
      const copied = await countCopiedPeople(context);

      await recordAudit(
        store,
        {
          organizationId: source.organizationId,
          eventId: source.eventId,
          actor: input.actor,
          action: input.newEdition ? 'project.newEdition' : 'project.duplicate',
          target: { type: 'project', id: source.eventId },
          changes: [
            ...diffForAudit(
              { name: source.event.name, domainName: source.event.domainName, active: source.active },
              { name: original.event.name, domainName: original.event.domainName, active: original.active },
            ),
            { path: 'copy.eventId', oldValue: null, newValue: eventId },
          ],
          at: now,
        },
        { session },
      );
      const duplicated = projectDuplicatedEvent(source.organizationId, {
        sourceEventId: source.eventId,
        newEventId: eventId,
        mode: context.mode,
      });
      await emitEvents(store, [duplicated], { session, now });
      return {
        project,
        original,
        copiedParticipants: copied.participants,
        copiedCustomers: copied.customers,
      };
    });
  } catch (error) {
    if (isDuplicateKey(error)) throw domainTaken(deps.nounsOf(source.event.translationType));
    throw error;
  }
}
