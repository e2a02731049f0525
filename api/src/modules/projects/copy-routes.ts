/**
 * `POST /project/duplicate/{id}/{flag}` `{ name, domain }` and `POST /project/duplicate-advanced/{id}/{flag}`
 * `{ newName, newDomain, oldName, oldDomain }`, for the project's admins. `flag` 'true' is a new edition,
 * 'false' a duplicate (see ./copy-project.ts). The answer carries `event.eventId` (the spec reads it) and
 * the original as it is afterwards.
 *
 * - duplicate, flag 'false': the copy is named `name` on `domain`; the original is unchanged.
 * - duplicate, flag 'true': the new edition is named `name` and keeps the current address; the old edition
 *   moves to `domain` (default current + '-stare') and is deactivated.
 * - duplicate-advanced: the copy gets newName/newDomain, the original oldName/oldDomain; flag as above.
 */
import {
  domainWithSuffix,
  normalizeProjectDomain,
  OLD_EDITION_DOMAIN_SUFFIX,
  ValidationError,
  validateDuplicate,
  validateNewEdition,
} from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import { actorOf } from '../organizations/index.js';
import { translationTypesOf } from './app-wiring.js';
import { PROJECT_COPY_CONTRIBUTORS } from './copy-contributors.js';
import { type CopyProjectDeps, copyProject } from './copy-project.js';
import { copyAnswer, duplicateAdvancedBody, duplicateBody, duplicateParams } from './schemas.js';
import { loadTenantProject } from './tenant-project.js';
import { toProjectSummary } from './views.js';
import { projectNouns } from './vocabulary.js';

type Flag = 'true' | 'false';
const access = { roles: ['admin'] as const, tenant: { project: 'id' } };
const response = { 200: copyAnswer, ...errorResponses(400, 401, 403, 404) };

export function registerProjectCopyRoutes(app: FastifyInstance): void {
  const translationTypes = translationTypesOf(app);
  const copyDeps: CopyProjectDeps = {
    store: app.store,
    nounsOf: (translationType) => projectNouns(translationTypes, translationType),
    contributors: PROJECT_COPY_CONTRIBUTORS,
  };
  app.post<{ Params: { id: string; flag: Flag }; Body: { name?: string; domain?: string } }>(
    '/project/duplicate/:id/:flag',
    {
      config: { access },
      schema: {
        summary: "Duplikat ('false') albo nowa edycja ('true') projektu",
        tags: ['project'],
        params: duplicateParams,
        body: duplicateBody,
        response,
      },
    },
    async (request) => {
      const source = await loadTenantProject(app, request, request.params.id);
      const nouns = projectNouns(translationTypes, source.event.translationType);
      const newEdition = request.params.flag === 'true';
      const name = request.body.name ?? '';
      const current = source.event.domainName;
      let input: { newName: string; newDomain: string; oldName: string; oldDomain: string };
      if (newEdition) {
        const oldDomain = request.body.domain ?? domainWithSuffix(current, OLD_EDITION_DOMAIN_SUFFIX);
        const problems = validateNewEdition({ name, oldDomain, currentDomain: current }, nouns);
        if (problems.length > 0) throw new ValidationError(problems);
        input = { newName: name.trim(), newDomain: current, oldName: source.event.name, oldDomain };
      } else {
        input = {
          newName: name,
          newDomain: request.body.domain ?? '',
          oldName: source.event.name,
          oldDomain: current,
        };
        const problems = validateDuplicate(input, nouns);
        if (problems.length > 0) throw new ValidationError(problems);
        input.newName = input.newName.trim();
      }
      const result = await copyProject(copyDeps, {
        source,
        ...input,
        newDomain: normalizeProjectDomain(input.newDomain),
        oldDomain: normalizeProjectDomain(input.oldDomain),
        newEdition,
        actor: actorOf(request),
        now: new Date(),
      });
      return {
        event: toProjectSummary(result.project),
        original: toProjectSummary(result.original),
        copiedParticipants: result.copiedParticipants,
        copiedCustomers: result.copiedCustomers,
      };
    },
  );

  app.post<{
    Params: { id: string; flag: Flag };
    Body: { newName?: string; newDomain?: string; oldName?: string; oldDomain?: string };
  }>(
    '/project/duplicate-advanced/:id/:flag',
    {
      config: { access },
      schema: {
        summary: "Duplikat ('false') albo nowa edycja ('true') z nazwą i domeną kopii i oryginału",
        tags: ['project'],
        params: duplicateParams,
        body: duplicateAdvancedBody,
        response,
      },
    },
    async (request) => {
      const source = await loadTenantProject(app, request, request.params.id);
      const nouns = projectNouns(translationTypes, source.event.translationType);
      const body = request.body;
      const input = {
        newName: body.newName ?? '',
        newDomain: body.newDomain ?? '',
        oldName: body.oldName ?? '',
        oldDomain: body.oldDomain ?? '',
      };
      const problems = validateDuplicate(input, nouns);
      if (problems.length > 0) throw new ValidationError(problems);
      const result = await copyProject(copyDeps, {
        source,
        newName: input.newName.trim(),
        newDomain: normalizeProjectDomain(input.newDomain),
        oldName: input.oldName.trim(),
        oldDomain: normalizeProjectDomain(input.oldDomain),
        newEdition: request.params.flag === 'true',
        actor: actorOf(request),
        now: new Date(),
      });
      return {
        event: toProjectSummary(result.project),
        original: toProjectSummary(result.original),
        copiedParticipants: result.copiedParticipants,
        copiedCustomers: result.copiedCustomers,
      };
    },
  );
}
