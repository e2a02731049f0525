/** What a JSON call to the Zapisy API answered: the status and the parsed body (null when empty). */
export interface ApiAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the route answers
  body: any;
}

/**
 * A JSON client for `${baseUrl()}/services/api`, authenticated with the token `token()` returns at call
 * time (both are read late because the tests set them in `beforeAll`).
 */
export function apiClient(baseUrl: () => string, token: () => string) {
  return async (method: string, path: string, body?: unknown): Promise<ApiAnswer> => {
    const response = await fetch(`${baseUrl()}/services/api${path}`, {
      method,
      headers: {
        'x-auth-token': token(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}
