/** The fields of an Ajv `ErrorObject` the translation reads (Fastify exposes them as `error.validation`). */
export interface AjvErrorLike {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}
