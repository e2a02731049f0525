import { AUTH_TOKEN_HEADER } from '../context.js';

/** The name of the `x-auth-token` security scheme in the document's components. */
export const AUTH_TOKEN_SCHEME = 'authToken';

export const securitySchemes = {
  [AUTH_TOKEN_SCHEME]: {
    type: 'apiKey',
    in: 'header',
    name: AUTH_TOKEN_HEADER,
    description: 'Token sesji z logowania (`POST /services/api/auth/login`), wysyłany w nagłówku.',
  },
} as const;
