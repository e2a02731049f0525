import type { ApiResponse } from '../../api/api-types.js';
import type { TypedApi } from '../../api/typed-api.js';

export type MySession = ApiResponse<'/me/sessions', 'get'>[number];

/** The signed-in user's own sessions (GET /me/sessions, DELETE /me/sessions/{id}, POST …/end-others). */
export const mySessionsApi = {
  list: (api: TypedApi) => api.get('/me/sessions'),
  end: (api: TypedApi, sessionId: string) => api.delete('/me/sessions/{sessionId}', { path: { sessionId } }),
  /** Ends every other session; this one goes on with the new token the answer carries. */
  endOthers: (api: TypedApi) => api.post('/me/sessions/end-others'),
};
