/**
 * `GET /images/{id}` at the root (spec: "files at /images"; `/env` and `/project/url` announce the path):
 * an organization's image with its own content type, cached for a year (an id is never reused for other
 * bytes), `nosniff` and a sandboxing CSP. An unknown id is a 404.
 */

import { NotFoundError } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import { FILE_BASE_PATH } from '../projects/index.js';
import { uploadFileStoreOf } from '../uploads/index.js';
import { IMAGE_MESSAGES } from './limits.js';
import { findImage, IMAGES_SEGMENT } from './store.js';

export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export async function registerImageFiles(app: FastifyInstance, filesPath = FILE_BASE_PATH): Promise<void> {
  const files = uploadFileStoreOf(app.store, app.config.dataDir);
  app.get<{ Params: { imageId: string } }>(
    `${filesPath}/:imageId`,
    {
      schema: {
        hide: true,
        params: { type: 'object', properties: { imageId: { type: 'string', maxLength: 100 } } },
      },
    },
    async (request, reply) => {
      const record = await findImage(app.store, request.params.imageId);
      const stream = record
        ? await files.read({
            organizationId: record.organizationId,
            eventId: IMAGES_SEGMENT,
            uploadId: record._id,
          })
        : null;
      if (!record || !stream) throw new NotFoundError(IMAGE_MESSAGES.notFound);
      return reply
        .header('content-type', record.mimeType)
        .header('content-length', record.size)
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(stream);
    },
  );
}
