/**
 * TypeScript types of the API for its clients (the admin), generated from the OpenAPI document with
 * openapi-typescript, so a renamed field breaks the client's build instead of its screen. A development
 * tool: `scripts/generate-admin-api-types.mjs` and the staleness test call it, the server never does.
 */
import openapiTS, { astToString, type OpenAPI3, type SchemaObject } from 'openapi-typescript';
import ts from 'typescript';

export const CLIENT_TYPES_HEADER =
  "// Generated from the server's OpenAPI document by scripts/generate-admin-api-types.mjs. Do not edit.\n";

const DATE = ts.factory.createTypeReferenceNode('Date');
const STRING = ts.factory.createKeywordTypeNode(ts.SyntaxKind.StringKeyword);
const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull());

/**
 * The admin's client revives ISO date-times in answers into Date objects (spec §7), and sends either
 * (JSON turns a Date into its ISO text): `date-time` is `Date` in answers, `Date | string` in requests.
 */
function dateTimeType(schema: SchemaObject, path: string | undefined): ts.TypeNode | undefined {
  if (schema.format !== 'date-time') return undefined;
  const inRequest = path !== undefined && /\/(requestBody|parameters)\b/.test(path);
  const types = inRequest ? [DATE, STRING] : [DATE];
  const nullable = Array.isArray(schema.type) && schema.type.includes('null');
  return ts.factory.createUnionTypeNode(nullable ? [...types, NULL] : types);
}

export async function renderClientTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as unknown as OpenAPI3, {
    alphabetize: true,
    transform: (schema, options) => dateTimeType(schema, options.path),
  });
  return CLIENT_TYPES_HEADER + astToString(ast);
}
