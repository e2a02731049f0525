import type { FormValue, StoredForm } from '@zapisy/core';
import type { ApiClient } from '../api/client.js';

/** The three forms of a project (shared contract 3: collection `forms`, one document per project and type). */
export type FormType = 'registration' | 'basic' | 'survey';

/** `GET|PUT /forms/{eventId}/{type}` and `POST …/publish` answer: the form document. */
export interface FormDocument {
  readonly _id?: string;
  readonly eventId?: string;
  readonly type: FormType;
  readonly draft: StoredForm;
  readonly published: StoredForm | null;
  readonly revision: number;
  readonly publishedRevision: number | null;
  readonly previewUid: string;
  readonly updatedAt?: string | Date | null;
  readonly publishedAt?: string | Date | null;
}

/** `PUT /forms/{eventId}/{type}` body: the draft's editor value and the revision it was based on. */
export interface SaveDraftBody {
  readonly data: FormValue;
  readonly revision: number;
}

const seg = encodeURIComponent;
const path = (eventId: string, type: FormType) => `/forms/${seg(eventId)}/${seg(type)}`;

export const formEditorApi = {
  load: (api: ApiClient, eventId: string, type: FormType) => api.get<FormDocument>(path(eventId, type)),
  /** Answers 409 when `revision` is not the stored one (someone else saved in between). */
  saveDraft: (api: ApiClient, eventId: string, type: FormType, body: SaveDraftBody) =>
    api.put<FormDocument>(path(eventId, type), body),
  /** Publishes the draft of `revision`: 400 with the Polish list when it misses a required field, 409 when outdated. */
  publish: (api: ApiClient, eventId: string, type: FormType, revision: number) =>
    api.post<FormDocument>(`${path(eventId, type)}/publish`, { revision }),
};
