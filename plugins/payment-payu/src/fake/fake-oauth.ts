import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { type FakeAnswer, jsonAnswer as json } from '@zapisy/payment-fake-kit';

/**
 * PayU's OAuth server for one POS: `client_credentials` only, form-encoded (anything else is 401 like
 * PayU), wrong client_id or client_secret 401 `invalid_client`; Bearer tokens checked on every API call.
 */
export class FakeOAuth {
  private readonly tokens = new Map<string, number>();
  /** How many tokens were granted (tests of the provider's token cache). */
  granted = 0;

  constructor(
    private readonly options: {
      clientId: string;
      clientSecret: string;
      tokenTtlSeconds: number;
      now(): Date;
    },
  ) {}

  authorize(headers: IncomingHttpHeaders, rawBody: string): FakeAnswer {
    const contentType = headers['content-type'] ?? '';
    if (!contentType.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
      return json(401, { error: 'invalid_client', error_description: 'Bad client credentials' });
    }
    const form = new URLSearchParams(rawBody);
    const grantType = form.get('grant_type');
    if (grantType !== 'client_credentials') {
      return json(400, {
        error: 'unsupported_grant_type',
        error_description: `Unsupported grant type: ${grantType ?? ''}`,
      });
    }
    if (
      form.get('client_id') !== this.options.clientId ||
      form.get('client_secret') !== this.options.clientSecret
    ) {
      return json(401, { error: 'invalid_client', error_description: 'Bad client credentials' });
    }
    const token = randomUUID();
    this.granted++;
    this.tokens.set(token, this.options.now().getTime() + this.options.tokenTtlSeconds * 1000);
    return json(200, {
      access_token: token,
      token_type: 'bearer',
      expires_in: this.options.tokenTtlSeconds,
      grant_type: 'client_credentials',
    });
  }

  /** Undefined when the Bearer token is valid, else PayU's 401 answer. */
  check(headers: IncomingHttpHeaders): FakeAnswer | undefined {
    const match = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '');
    const expiresAt = match?.[1] === undefined ? undefined : this.tokens.get(match[1]);
    if (expiresAt !== undefined && this.options.now().getTime() < expiresAt) return undefined;
    return json(401, {
      error: 'invalid_token',
      error_description:
        match === null ? 'Full authentication is required to access this resource' : 'Invalid access token',
    });
  }

  /** Revokes every token (tests of the provider's refresh on 401). */
  expireAll(): void {
    this.tokens.clear();
  }
}
