/** JSON Schema pieces every route module uses: ids and the `{eventId}` path parameter. */

/** An id in a path: a document id, a project's eventId, a product id… */
export const idSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** `/…/{eventId}` of a project's routes. */
export const eventParamsSchema = {
  type: 'object',
  required: ['eventId'],
  properties: { eventId: { ...idSchema, description: 'eventId projektu' } },
} as const;
