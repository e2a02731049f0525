import type { Operation, RequestBody } from './api-types.js';
import type { ApiClient } from './client.js';
import type { SessionProfile } from './session.js';

/** `POST /auth/login` answer. */
export interface LoginResult {
  token: string;
  user: SessionProfile;
}

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  organizationName?: string;
}

/** `PATCH /me` body, as the server's OpenAPI document declares it. */
export type MeUpdate = RequestBody<Operation<'/me', 'patch'>>;

/** The account calls (issue 4): log-in, registration, confirmation, password reset, log-out, own user. */
export const authApi = {
  login: (api: ApiClient, email: string, password: string) =>
    api.post<LoginResult>('/auth/login', { email, password }, { auth: false }),
  register: (api: ApiClient, input: RegisterInput) =>
    api.post<unknown>('/auth/register', input, { auth: false }),
  confirm: (api: ApiClient, token: string) =>
    api.post<Partial<LoginResult> | null>('/auth/confirm', { token }, { auth: false }),
  requestReset: (api: ApiClient, email: string) =>
    api.post<unknown>('/auth/reset-password', { email }, { auth: false }),
  confirmReset: (api: ApiClient, token: string, password: string) =>
    api.post<unknown>('/auth/reset-password/confirm', { token, password }, { auth: false }),
  logout: (api: ApiClient) => api.post<unknown>('/auth/logout'),
  me: (api: ApiClient) => api.get<SessionProfile>('/me'),
  /** A password change answers a new token (the other sessions end). */
  updateMe: (api: ApiClient, update: MeUpdate) =>
    api.patch<{ user: SessionProfile; token?: string }>('/me', update),
};

/** A same-site path to return to after log-in ('/admin/...' or '/glowne/...'), never another site. */
export function safeReferer(referer: string | null | undefined): string | null {
  if (!referer?.startsWith('/') || referer.startsWith('//') || referer.includes('\\')) return null;
  if (!/^\/(admin|glowne)(\/|$|\?)/.test(referer)) return null;
  if (referer.startsWith('/glowne/zaloguj') || referer.startsWith('/glowne/wyloguj')) return null;
  return referer;
}

/** Where the admin starts after log-in without a referer: the project choice. */
export const AFTER_LOGIN_PATH = '/admin/glowna/wybor';
