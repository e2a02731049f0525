/**
 * Uploading an organization's image (its logo, or a project's logo):
 *
 * | call | access | answer |
 * |---|---|---|
 * | POST /images/{orgId} multipart `file` | admin of the organization | 201 `{id, fileName, mimeType, size}`; not PNG/JPEG → 400, over 2 MB → 413, Polish message, nothing kept |
 *
 * The file is then served at the root, `GET /images/{id}` (./app-wiring.ts, registered by app.ts), the spec's files path.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type {} from '../../http/context.js';
import { errorResponses, HttpError } from '../../http/errors.js';
import { uploadFileStoreOf } from '../uploads/index.js';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from './limits.js';
import { saveImage } from './save-image.js';

const params = {
  type: 'object',
  required: ['orgId'],
  additionalProperties: false,
  properties: { orgId: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

const savedImage = {
  type: 'object',
  required: ['id', 'fileName', 'mimeType', 'size'],
  properties: {
    id: { type: 'string', description: 'Identyfikator obrazu: plik pod /images/{id}' },
    fileName: { type: 'string' },
    mimeType: { type: 'string', enum: ['image/png', 'image/jpeg'] },
    size: { type: 'integer', description: 'Rozmiar w bajtach' },
  },
} as const;

export default async function imageRoutes(app: FastifyInstance): Promise<void> {
  const deps = {
    store: app.store,
    files: uploadFileStoreOf(app.store, app.config.dataDir),
    now: () => new Date(),
  };
  await app.register(multipart, {
    // One byte past the limit, so the size check sees the excess and answers 413.
    limits: {
      fileSize: IMAGE_MAX_BYTES + 1,
      files: 1,
      fields: 2,
      parts: 3,
      fieldSize: 200,
      headerPairs: 100,
    },
  });

  app.post<{ Params: { orgId: string } }>(
    '/images/:orgId',
    {
      config: { access: { roles: ['admin'], tenant: { organization: 'orgId' } } },
      schema: {
        summary:
          'Przesłanie obrazu organizacji (logo): PNG lub JPG do 2 MB, multipart/form-data z polem file',
        tags: ['organizations'],
        consumes: ['multipart/form-data'],
        params,
        response: { 201: savedImage, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'NOT_MULTIPART', IMAGE_MESSAGES.notMultipart, [IMAGE_MESSAGES.notMultipart]);
      }
      const saved = await saveImage(deps, request.params.orgId, request.parts());
      return reply.code(201).send(saved);
    },
  );
}
