/** The caller's own user (spec first document §2 `/glowne/edytuj-uzytkownika`): `GET /me`, `PATCH /me`. */
import type { FastifyInstance } from 'fastify';
import { type UpdateMeInput, updateMe } from '../../auth/accounts.js';
import { unauthenticated } from '../../auth/errors.js';
import { passwordSchema } from '../../auth/password-policy.js';
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
        summary: 'Edycja własnych danych; zmiana hasła wymaga obecnego hasła i zwraca nowy token',
        tags: ['auth'],
        security: [{ authToken: [] }],
        body: {
          type: 'object',
          minProperties: 1,
          properties: {
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
      return updateMe(app, user.userId, request.body);
    },
  );
}
