/**
 * Accounts (spec first document §2 `/glowne/...`, §7 "POST /api/auth/login"): log-in, log-out,
 * registration with e-mail confirmation, password reset by e-mailed link. Flows live in auth/; errors and
 * codes are listed in auth/errors.ts.
 */
import type { FastifyInstance } from 'fastify';
import {
  confirmPasswordReset,
  confirmRegistration,
  RESET_REQUESTED_MESSAGE,
  register,
  registrationSentMessage,
  requestPasswordReset,
} from '../../auth/accounts.js';
import { pruneRevokedTokens, revokeToken } from '../../auth/denylist.js';
import { login } from '../../auth/login.js';
import { passwordSchema } from '../../auth/password-policy.js';
import { forgetSession } from '../../auth/sessions.js';
import { publicUserSchema } from '../../auth/users.js';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';

const email = { type: 'string', format: 'email', maxLength: 254, examples: ['jan@example.pl'] } as const;
const linkToken = {
  type: 'string',
  minLength: 10,
  maxLength: 200,
  description: 'Token z odnośnika w e-mailu',
} as const;
const sessionSchema = {
  title: 'Session',
  type: 'object',
  required: ['token', 'user'],
  properties: {
    token: {
      type: 'string',
      description: 'JWT (HS256) do nagłówka x-auth-token; pole exp to koniec ważności',
    },
    user: publicUserSchema,
  },
} as const;
const messageSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { email: string; password: string } }>(
    '/auth/login',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Logowanie e-mailem i hasłem',
        description:
          'Zły e-mail i złe hasło dają tę samą odpowiedź 401 INVALID_CREDENTIALS. Niepotwierdzone konto: 403 ACCOUNT_PENDING. Bez blokady konta: nieudane próby spowalniają parę (konto, IP) rosnącym czasem oczekiwania, a adres IP ma luźniejszy limit nieudanych prób na wszystkie konta; próba przed upływem czasu: 429 z nagłówkiem Retry-After.',
        tags: ['auth'],
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: {
            email: { type: 'string', minLength: 1, maxLength: 254 },
            password: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
        response: { 200: sessionSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const userAgent = request.headers['user-agent'];
      return login(app, { ...request.body, ip: request.ip, ...(userAgent ? { userAgent } : {}) });
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: { authenticated: true } },
      schema: {
        summary:
          'Wylogowanie: token przestaje działać (do końca jego ważności jest na liście unieważnionych)',
        tags: ['auth'],
        security: [{ authToken: [] }],
        response: { 200: messageSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const claims = request.authClaims;
      if (claims) {
        await revokeToken(app.store, claims);
        await forgetSession(app.store, claims.jti);
      }
      await pruneRevokedTokens(app.store);
      return { message: 'Wylogowano' };
    },
  );

  app.post<{
    Body: { email: string; password: string; firstName: string; lastName: string; organizationName?: string };
  }>(
    '/auth/register',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Rejestracja: konto oczekuje na potwierdzenie odnośnikiem z e-maila',
        description:
          'Podanie organizationName zakłada organizację przy potwierdzeniu (użytkownik zostaje jej właścicielem). Ponowna rejestracja niepotwierdzonego konta wysyła nowy odnośnik. Adres, który ma już konto, dostaje tę samą odpowiedź 201 (bez ujawniania, że konto istnieje), a jego właściciel wiadomość o próbie rejestracji z odnośnikami do logowania i zmiany hasła.',
        tags: ['auth'],
        body: {
          type: 'object',
          required: ['email', 'password', 'firstName', 'lastName'],
          properties: {
            email,
            password: passwordSchema,
            firstName: { type: 'string', minLength: 1, maxLength: 100 },
            lastName: { type: 'string', minLength: 1, maxLength: 100 },
            organizationName: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
        response: {
          201: {
            type: 'object',
            required: ['status', 'email', 'message'],
            properties: {
              status: { type: 'string', const: 'pending' },
              email: { type: 'string' },
              message: { type: 'string' },
            },
          },
          ...errorResponses(400, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const result = await register(app, { ...request.body, ip: request.ip });
      return reply.code(201).send({
        status: 'pending',
        email: result.email,
        message: registrationSentMessage(result.email),
      });
    },
  );

  app.post<{ Body: { token: string } }>(
    '/auth/confirm',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Potwierdzenie rejestracji (token z odnośnika); od razu loguje',
        tags: ['auth'],
        body: { type: 'object', required: ['token'], properties: { token: linkToken } },
        response: { 200: sessionSchema, ...errorResponses(400) },
      },
    },
    async (request) => confirmRegistration(app, request.body.token),
  );

  app.post<{ Body: { email: string } }>(
    '/auth/reset-password',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Prośba o odnośnik do zmiany hasła (odpowiedź zawsze ta sama)',
        tags: ['auth'],
        body: { type: 'object', required: ['email'], properties: { email } },
        response: { 202: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app, { email: request.body.email, ip: request.ip }, request.log);
      return reply.code(202).send({ message: RESET_REQUESTED_MESSAGE });
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/auth/reset-password/confirm',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Ustawienie nowego hasła (token z odnośnika); kończy wszystkie sesje',
        tags: ['auth'],
        body: {
          type: 'object',
          required: ['token', 'password'],
          properties: { token: linkToken, password: passwordSchema },
        },
        response: { 200: messageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await confirmPasswordReset(app, request.body);
      return { message: 'Hasło zostało zmienione. Zaloguj się nowym hasłem.' };
    },
  );
}
