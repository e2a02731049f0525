/**
 * The `images` collection: the organization's pictures served under the spec's files path `/images`
 * (second document: "File base path /images"), today its logo and its projects' logos. The bytes live in
 * the upload file store (uploads module) under the organization; `_id` is the public, unguessable name.
 */
import { type Store, TenantRepository } from '../../storage/index.js';

export const IMAGES = 'images';

/** The file store's "project" segment of organization images (a project id never has this form). */
export const IMAGES_SEGMENT = '_images';

export interface ImageRecord {
  _id: string;
  organizationId: string;
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: Date;
}

export function imagesOf(store: Store, organizationId: string): TenantRepository<ImageRecord> {
  return new TenantRepository(store.db.collection<ImageRecord>(IMAGES), { organizationId });
}

/** The image of a public `/images/{id}` request, whatever its organization (the id is the secret). */
export function findImage(store: Store, imageId: string) {
  return store.db.collection<ImageRecord>(IMAGES).findOne({ _id: imageId });
}
