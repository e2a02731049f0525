/** JSON Schema pieces every route module uses: ids and the `{eventId}` path parameter. */

/** An id in a path: a document id, a project's eventId, a product id… */
export const idSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** `/…/{eventId}` of a project's routes. */
export const eventParamsSchema = {
  type: 'object',
  required: ['eventId'],
  properties: { eventId: { ...idSchema, description: 'eventId projektu' } },
} as const;

/** The path parameters of a route, every one an id (`id`: a longer one where needed), none other allowed. */
export function pathParamsSchema<const Names extends readonly string[]>(names: Names, id: object = idSchema) {
  return {
    type: 'object',
    required: names,
    additionalProperties: false,
    properties: Object.fromEntries(names.map((name) => [name, id])) as Record<Names[number], object>,
  } as const;
}
