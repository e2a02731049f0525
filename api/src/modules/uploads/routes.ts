/**
 * File uploads of the public form (FileUpload and Signature fields): `POST /uploads/{eventId}` stores one
 * file after checking its size and type (extension AND content), answering an access key only the uploader
 * gets; the file is served back to that uploader (with the key) and to the project's staff, nobody else.
 * The bytes stream into the upload file store (GridFS on MongoDB, DATA_DIR on the embedded store) through
 * the checks of receive-upload.ts. Multipart parsing is registered in this module's scope only.
 */

import multipart from '@fastify/multipart';
import { ForbiddenError, NotFoundError } from '@zapisy/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type {} from '../../http/context.js';
import { errorResponses, HttpError } from '../../http/errors.js';
import { publicWriteLimitOf } from '../../limits/index.js';
import { PROJECTS, type ProjectRecord } from '../projects/index.js';
import { uploadFileRefOf } from './file-store.js';
import { uploadFileStoreOf } from './file-store-of.js';
import { UPLOAD_CONTENT_TYPES } from './file-type.js';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from './limits.js';
import { publishedUploadField } from './published-field.js';
import { receiveUpload } from './receive-upload.js';
import {
  accessKeyMatches,
  ensureUploadIndexes,
  hashAccessKey,
  newAccessKey,
  type UploadRecord,
  uploadsOf,
} from './store.js';

const id = { type: 'string', minLength: 1, maxLength: 100 } as const;
const eventParams = {
  type: 'object',
  required: ['eventId'],
  additionalProperties: false,
  properties: { eventId: id },
} as const;
const fileParams = {
  type: 'object',
  required: ['eventId', 'uploadId'],
  additionalProperties: false,
  properties: { eventId: id, uploadId: id },
} as const;
const fileResponse = {
  200: {
    description: 'Treść pliku (application/pdf, image/png lub image/jpeg)',
    type: 'string',
    format: 'binary',
  },
  ...errorResponses(403, 404),
} as const;

const uploadedSchema = {
  type: 'object',
  required: ['uploadId', 'name', 'size', 'type', 'accessKey'],
  properties: {
    uploadId: { type: 'string', description: 'Wartość pola FileUpload/Signature w zgłoszeniu' },
    name: { type: 'string' },
    size: { type: 'integer', description: 'Rozmiar w bajtach' },
    type: { type: 'string', examples: ['application/pdf'] },
    accessKey: {
      type: 'string',
      description: 'Klucz dostępu do pliku dla przesyłającego (GET …?key=); nie jest przechowywany jawnie',
    },
  },
} as const;

async function projectTenant(app: FastifyInstance, eventId: string) {
  const project = await app.store.db
    .collection<ProjectRecord>(PROJECTS)
    .findOne({ _id: eventId }, { projection: { organizationId: 1 } });
  if (!project) throw new NotFoundError('Nie znaleziono projektu');
  return { organizationId: project.organizationId, eventId };
}

export default async function uploadRoutes(app: FastifyInstance): Promise<void> {
  await ensureUploadIndexes(app.store);
  const files = uploadFileStoreOf(app.store, app.config.dataDir);
  await app.register(multipart, {
    // One file per request; fields only for the field name. The stream is cut one byte past the largest
    // allowed size, so the size check (upload-guard.ts) sees the excess and answers 413.
    limits: {
      fileSize: MAX_UPLOAD_BYTES + 1,
      files: 1,
      fields: 5,
      parts: 6,
      fieldSize: 1_000,
      headerPairs: 100,
    },
  });

  app.post<{ Params: { eventId: string }; Querystring: { field?: string } }>(
    '/uploads/:eventId',
    {
      config: { access: { public: true } },
      ...publicWriteLimitOf(app, 'upload'),
      schema: {
        summary:
          'Przesłanie jednego pliku pola FileUpload/Signature (multipart/form-data: file, opcjonalnie field)',
        description:
          'Treść multipart/form-data z jednym plikiem i opcjonalnym polem `field` (nazwa pola formularza; ' +
          'można ją też podać w zapytaniu ?field=). Domyślnie do 10 MB, typy .pdf, .jpg, .png; pole ' +
          'opublikowanego formularza może to zawęzić. Typ jest sprawdzany po rozszerzeniu i po treści pliku.',
        tags: ['registration'],
        consumes: ['multipart/form-data'],
        params: eventParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { field: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        response: { 201: uploadedSchema, ...errorResponses(400, 404, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const tenant = await projectTenant(app, request.params.eventId);
      if (!request.isMultipart()) {
        throw new HttpError(415, 'NOT_MULTIPART', UPLOAD_MESSAGES.notMultipart, [
          UPLOAD_MESSAGES.notMultipart,
        ]);
      }
      const received = await receiveUpload({
        parts: request.parts(),
        tenant,
        queryField: request.query.field,
        files,
        async uploadField(name) {
          const found = await publishedUploadField(app.store, tenant, name);
          if (found) return found;
          const message = UPLOAD_MESSAGES.unknownField(name);
          throw new HttpError(400, 'UNKNOWN_FIELD', message, [message]);
        },
      });
      const accessKey = newAccessKey();
      const record: UploadRecord = {
        _id: received.ref.uploadId,
        ...tenant,
        name: received.name,
        size: received.size,
        type: UPLOAD_CONTENT_TYPES[received.kind],
        field: received.field,
        accessKeyHash: hashAccessKey(accessKey),
        registrationId: null,
        claimedAt: null,
        createdAt: new Date(),
      };
      try {
        await uploadsOf(app.store, tenant).insertOne(record);
      } catch (error) {
        await files.remove(received.ref);
        throw error;
      }
      return reply
        .code(201)
        .send({ uploadId: record._id, name: record.name, size: record.size, type: record.type, accessKey });
    },
  );

  async function sendFile(reply: FastifyReply, record: UploadRecord) {
    const stream = await files.read(uploadFileRefOf(record));
    if (!stream) throw new NotFoundError(UPLOAD_MESSAGES.uploadNotFound);
    return reply
      .header('content-type', record.type)
      .header('content-length', record.size)
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(record.name)}`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(stream);
  }

  app.get<{ Params: { eventId: string; uploadId: string }; Querystring: { key?: string } }>(
    '/uploads/:eventId/:uploadId',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Pobranie przesłanego pliku przez osobę, która go przesłała (klucz z odpowiedzi przesłania)',
        tags: ['registration'],
        params: fileParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { key: { type: 'string', maxLength: 200 } },
        },
        response: fileResponse,
      },
    },
    async (request, reply) => {
      const tenant = await projectTenant(app, request.params.eventId);
      const record = await uploadsOf(app.store, tenant).findOne({ _id: request.params.uploadId });
      if (!record) throw new NotFoundError(UPLOAD_MESSAGES.uploadNotFound);
      if (!accessKeyMatches(record, request.query.key)) throw new ForbiddenError(UPLOAD_MESSAGES.wrongKey);
      return sendFile(reply, record);
    },
  );

  app.get<{ Params: { eventId: string; uploadId: string } }>(
    '/uploads/:eventId/:uploadId/staff',
    {
      config: { access: { roles: ['admin', 'payments', 'employee'], tenant: { project: 'eventId' } } },
      schema: {
        summary: 'Pobranie przesłanego pliku przez obsługę projektu',
        tags: ['registration'],
        params: fileParams,
        response: { ...fileResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const organizationId = request.tenant?.organizationId;
      if (!organizationId) throw new NotFoundError('Nie znaleziono projektu');
      const record = await uploadsOf(app.store, { organizationId, eventId: request.params.eventId }).findOne({
        _id: request.params.uploadId,
      });
      if (!record) throw new NotFoundError(UPLOAD_MESSAGES.uploadNotFound);
      return sendFile(reply, record);
    },
  );
}
