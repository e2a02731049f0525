/**
 * The caller's own user (spec first document §2 `/glowne/edytuj-uzytkownika`, admin 'Moje konto'
 * `/glowna/ja`): `GET /me`, `PATCH /me`, and the sessions: `GET /me/sessions`,
 * `DELETE /me/sessions/{sessionId}`, `POST /me/sessions/end-others` (see auth/sessions.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type UpdateMeInput, updateMe } from '../../auth/accounts.js';
import { unauthenticated } from '../../auth/errors.js';
import { passwordSchema } from '../../auth/password-policy.js';
import { endOtherSessions, endSession, listSessions, type SessionOrigin } from '../../auth/sessions.js';
import { findUserById, publicUserSchema, toPublicUser } from '../../auth/users.js';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';

export default async function meRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/me',
    {
      config: { access: { authenticated: true } },
      schema: {
        summary: 'Zalogowany użytkownik',
        tags: ['auth'],
        security: [{ authToken: [] }],
        response: { 200: publicUserSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = request.user ? await findUserById(app.store, request.user.userId) : null;
      if (!user) throw unauthenticated();
      return toPublicUser(user);
    },
  );

  app.patch<{ Body: UpdateMeInput }>(
    '/me',
    {
      config: { access: { authenticated: true } },
      schema: {
        summary:
          'Edycja własnych danych; zmiana adresu e-mail i hasła wymaga obecnego hasła, zmiana hasła zwraca nowy token',
        tags: ['auth'],
        security: [{ authToken: [] }],
        body: {
          type: 'object',
          minProperties: 1,
          properties: {
            email: { type: 'string', format: 'email', maxLength: 254 },
            firstName: { type: 'string', minLength: 1, maxLength: 100 },
            lastName: { type: 'string', minLength: 1, maxLength: 100 },
            phoneNumber: { type: 'string', maxLength: 30 },
            password: passwordSchema,
            currentPassword: { type: 'string', maxLength: 200 },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['user'],
            properties: {
              user: publicUserSchema,
              token: { type: 'string', description: 'Nowy token po zmianie hasła (inne sesje wygasają)' },
            },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthenticated();
      return updateMe(app, user.userId, request.body, originOf(request));
    },
  );

  const sessionSchema = {
    title: 'UserSession',
    type: 'object',
    required: ['sessionId', 'createdAt', 'expiresAt', 'ip', 'userAgent', 'current'],
    properties: {
      sessionId: { type: 'string' },
      createdAt: { type: 'string', description: 'Początek sesji (ISO 8601)' },
      expiresAt: { type: 'string', description: 'Koniec ważności (ISO 8601)' },
      ip: { type: ['string', 'null'] },
      userAgent: { type: ['string', 'null'], description: 'Przeglądarka (nagłówek User-Agent)' },
      current: { type: 'boolean', description: 'Sesja, z której przyszło to zapytanie' },
    },
  } as const;

  app.get(
    '/me/sessions',
    {
      config: { access: { authenticated: true } },
      schema: {
        summary: 'Moje sesje: trwające logowania, od najnowszego',
        tags: ['auth'],
        security: [{ authToken: [] }],
        response: { 200: { type: 'array', items: sessionSchema }, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthenticated();
      return listSessions(app.store, user.userId, request.authClaims?.jti);
    },
  );

  app.delete<{ Params: { sessionId: string } }>(
    '/me/sessions/:sessionId',
    {
      config: { access: { authenticated: true } },
      schema: {
        summary: 'Zakończenie jednej z moich sesji (jej token przestaje działać od razu)',
        tags: ['auth'],
        security: [{ authToken: [] }],
        params: {
          type: 'object',
          required: ['sessionId'],
          properties: { sessionId: { type: 'string', minLength: 1, maxLength: 100 } },
        },
        response: { 204: { type: 'null' }, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw unauthenticated();
      await endSession(app.store, user.userId, request.params.sessionId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/me/sessions/end-others',
    {
      config: { access: { authenticated: true } },
      schema: {
        summary: 'Wylogowanie ze wszystkich innych urządzeń; ta sesja dostaje nowy token',
        tags: ['auth'],
        security: [{ authToken: [] }],
        response: {
          200: {
            type: 'object',
            required: ['token', 'ended'],
            properties: { token: { type: 'string' }, ended: { type: 'integer', minimum: 0 } },
          },
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthenticated();
      return endOtherSessions(app, user.userId, request.authClaims, originOf(request));
    },
  );
}

function originOf(request: FastifyRequest): SessionOrigin {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, ...(userAgent ? { userAgent } : {}) };
}
